/** The sub-pages of the security centre, as `pages/user/safety?action=<action>`. */
export const SAFETY_ACTIONS = [
  'payment-set',
  'payment-change',
  'authenticator-bind',
  'authenticator-change',
  'authenticator-unbind',
] as const;

export type SafetyAction = (typeof SAFETY_ACTIONS)[number];

/** The action named by the page's `action` parameter, or null for the overview. */
export function toSafetyAction(value: string | undefined): SafetyAction | null {
  return (SAFETY_ACTIONS as readonly string[]).includes(value ?? '') ? (value as SafetyAction) : null;
}
