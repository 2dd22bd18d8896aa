import { useCallback, useState } from 'react';
import { useAccountTranslation } from '../i18n/accountTranslations.ts';
import type { RuleProblem } from '../utils/accountRules.ts';

/**
 * Inline messages of a form's fields: `check` records the problems found and tells whether the
 * form may be sent; editing a field clears its message.
 */
export function useFieldErrors<F extends string>() {
  const { t } = useAccountTranslation();
  const [problems, setProblems] = useState<Partial<Record<F, RuleProblem>>>({});
  const check = useCallback((found: Partial<Record<F, RuleProblem>>) => {
    setProblems(found);
    return Object.values(found).every((problem) => !problem);
  }, []);
  const clear = useCallback(
    (field: F) => setProblems((current) => (current[field] ? { ...current, [field]: null } : current)),
    [],
  );
  const errorOf = (field: F): string | undefined => {
    const problem: string | null | undefined = problems[field];
    return problem ? t(`account.errors.${problem}`) : undefined;
  };
  return { check, clear, errorOf };
}
