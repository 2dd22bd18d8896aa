// Project conventions as lint rules rather than reminders (CONTRIBUTING.md).
const LETTERS = /\p{L}/u;
const COLOUR = /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b|\b(?:rgba?|hsla?)\s*\(/i;

/** Visible text in JSX must come from i18next, so every language gets it. */
const noJsxLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible JSX text comes from i18n resources, not literals' },
    messages: { literal: 'Hard-coded visible text "{{text}}": use t() with a key in all three languages.' },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (text && LETTERS.test(text))
          context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
      },
    };
  },
};

/** Colours live in the design-system tokens; components refer to CSS custom properties. */
const noHardCodedColours = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours come from design-system tokens (var(--…))' },
    messages: { colour: 'Hard-coded colour "{{text}}": use a design-system token (var(--colour-…)).' },
    schema: [],
  },
  create(context) {
    const check = (node, value) => {
      if (typeof value === 'string' && COLOUR.test(value)) {
        context.report({ node, messageId: 'colour', data: { text: value.slice(0, 40) } });
      }
    };
    return {
      Literal(node) {
        check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked);
      },
    };
  },
};

export default {
  meta: { name: 'h5' },
  rules: { 'no-jsx-literal-text': noJsxLiteralText, 'no-hard-coded-colours': noHardCodedColours },
};
