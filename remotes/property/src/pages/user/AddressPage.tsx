import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import { Button, Empty, showAlert, toast } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { deleteAddress } from '../../api/addresses.ts';
import { AddressOption } from '../../components/AddressOption.tsx';
import { MemberPage } from '../../components/MemberPage.tsx';
import { useAddresses } from '../../hooks/useAddresses.ts';
import { addAddressFrom } from '../../utils/addAddressFrom.ts';
import styles from '../wallet.module.css';

/** Saved withdrawal addresses (`pages/user/address`): select one to delete it, or add another. */
export function AddressPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('address.title')}>
      <AddressList />
    </MemberPage>
  );
}

function AddressList() {
  const { t } = useTranslation('property');
  const addresses = useAddresses();
  const list = addresses.data ?? addresses.latest;
  const [selected, setSelected] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    const chosen = list?.find((item) => item.id === selected);
    if (!chosen) {
      await showAlert({ message: t('address.selectFirst') });
      return;
    }
    setDeleting(true);
    try {
      await deleteAddress(chosen.id);
    } catch {
      return;
    } finally {
      setDeleting(false);
    }
    setSelected(null);
    toast.success(t('address.deleted'));
    addresses.reload();
  };

  if (!list) {
    return <Pending load={addresses} rows={3} />;
  }

  return (
    <>
      {list.length === 0 ? (
        <Card>
          <Empty title={t('address.empty')} description={t('address.emptyHint')} />
        </Card>
      ) : (
        <Card flush>
          <div
            className={styles.options}
            role="radiogroup"
            aria-label={t('address.title')}
            data-testid="address-list"
          >
            {list.map((item) => (
              <div key={item.id}>
                <AddressOption
                  address={item}
                  checked={item.id === selected}
                  onSelect={() => setSelected(item.id)}
                />
              </div>
            ))}
          </div>
        </Card>
      )}
      <div className={styles.actions}>
        {list.length > 0 && (
          <Button variant="secondary" loading={deleting} onClick={() => void remove()}>
            {t('address.delete')}
          </Button>
        )}
        <Button onClick={() => navigation.navigate(addAddressFrom('pages/user/address'))}>
          {t('address.add')}
        </Button>
      </div>
    </>
  );
}
