import { useTranslation } from 'react-i18next';
import { Button } from '@h5/design-system';
import { Banner } from '@h5/design-system/Banner';
import { navigation } from '@h5/platform';
import { SECURITY_REMEDY_PAGE, type SecurityRemedyCode } from '@h5/platform/helpers';

/** Why the form cannot be confirmed yet (no payment password, no authenticator) and the way to fix it. */
export function SecurityRemedyBanner({ code }: { code: SecurityRemedyCode }) {
  const { t } = useTranslation('swap');
  return (
    <Banner
      role="status"
      data-testid="security-remedy"
      data-code={code}
      action={
        <Button onClick={() => navigation.navigate(SECURITY_REMEDY_PAGE[code])}>
          {t(`remedy.${code}.action`)}
        </Button>
      }
    >
      {t(`remedy.${code}.message`)}
    </Banner>
  );
}
