import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { I18nextProvider } from 'react-i18next';
import '../src/tokens/tokens.css';
import { storybookI18n, storybookI18nReady, toLocale } from './storybookI18n.ts';

const withLocale: Decorator = (Story, context) => {
  const locale = toLocale(context.globals.locale);
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={storybookI18n(locale)} key={locale}>
      <Story />
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  // Runs before every render, a language switch included: the story shows once its texts are there.
  loaders: [
    async ({ globals }) => {
      await storybookI18nReady(toLocale(globals.locale));
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Language of the design system texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'hi-in', title: 'हिन्दी (hi-in)' },
          { value: 'en-us', title: 'English (en-us)' },
          { value: 'zh-cn', title: '简体中文 (zh-cn)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'hi-in',
    viewport: { value: 'h5', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        h5: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        small: { name: 'Small phone 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
    controls: { expanded: true },
    // The product has one theme: review a component on the surfaces it really stands on.
    backgrounds: {
      options: {
        page: { name: 'Page (--colour-bg)', value: 'var(--colour-bg)' },
        surface: { name: 'Card (--colour-surface)', value: 'var(--colour-surface)' },
      },
    },
  },
};

export default preview;
