import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, showAlert } from '@h5/design-system';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { Drawer } from '@h5/design-system/Drawer';
import { FactList } from '@h5/design-system/FactList';
import { FormLayout, FormRow, FormSection } from '@h5/design-system/FormLayout';
import { Tag } from '@h5/design-system/Tag';
import type { OperatorAccount, OperatorRole } from '@h5/api/contract/operator';
import { operatorAction } from '../api/operatorAction.ts';
import { confirmWithReason } from '../components/ConfirmWithReason.ts';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { useConsoleData } from '../hooks/useConsoleData.ts';
import { useDateTime } from '../hooks/useDateTime.ts';
import { useFormValues } from '../hooks/useFormValues.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { operatorSessionAtom } from '../session/operatorSession.ts';
import styles from '../components/DetailDrawer.module.css';

const ROLES: readonly OperatorRole[] = ['admin', 'finance', 'support', 'reviewer'];

type Created = { operator: OperatorAccount; password: string | null };

/** A new operator: username, name, role; the server makes a strong password unless one is given. */
function CreateOperatorDrawer({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useConsoleTranslation();
  const form = useFormValues({ username: '', displayName: '', role: 'support', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const { username, displayName, role, password } = form.values;
    const reason = await confirmWithReason({
      title: t('operators.create.title'),
      message: t('operators.create.message', { username, role: t(`roles.${role}`) }),
      confirmLabel: t('operators.create.confirm'),
    });
    if (reason === null) return;
    setBusy(true);
    const created = await operatorAction<Created>(
      '/Admin/operators/create',
      {
        username: username.trim().toLowerCase(),
        displayName: displayName.trim(),
        role,
        reason,
        ...(password ? { password } : {}),
      },
      { done: t('operators.create.done', { username }) },
    );
    setBusy(false);
    if (!created) return;
    // A generated password is shown this once: never again, and never stored in the console.
    if (created.password)
      await showAlert({
        title: t('operators.passwordTitle'),
        message: t('operators.passwordMessage', {
          username: created.operator.username,
          password: created.password,
        }),
      });
    onDone();
  };

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={t('operators.create.title')}>
      <FormLayout
        onSubmit={() => void submit()}
        submitLabel={t('operators.create.confirm')}
        submitting={busy}
      >
        <FormSection title={t('operators.create.title')} description={t('operators.create.hint')}>
          <FormRow label={t('operators.columns.username')} required help={t('operators.usernameHelp')}>
            {(control) => (
              <input {...control} {...form.field('username')} autoCapitalize="none" spellCheck={false} />
            )}
          </FormRow>
          <FormRow label={t('operators.columns.displayName')}>
            {(control) => <input {...control} {...form.field('displayName')} />}
          </FormRow>
          <FormRow label={t('operators.columns.role')} required>
            {(control) => (
              <select {...control} {...form.field('role')}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          <FormRow label={t('operators.password')} help={t('operators.passwordHelp')}>
            {(control) => (
              <input {...control} {...form.field('password')} type="password" autoComplete="new-password" />
            )}
          </FormRow>
        </FormSection>
      </FormLayout>
    </Drawer>
  );
}

/** One operator: enable or disable, reset the password, change the role; never one's own account. */
function OperatorDrawer({
  account,
  onClose,
  onChanged,
}: {
  account: OperatorAccount;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const self = useAtomValue(operatorSessionAtom)?.operator.username === account.username;
  const [role, setRole] = useState<OperatorRole>(account.role);
  const who = { username: account.username };

  const act = async (action: 'disable' | 'enable' | 'reset-password' | 'role') => {
    const key = action === 'reset-password' ? 'reset' : action;
    const reason = await confirmWithReason({
      title: t(`operators.${key}.title`, who),
      message: t(`operators.${key}.message`, { ...who, role: t(`roles.${role}`) }),
      confirmLabel: t(`operators.${key}.confirm`),
      danger: action === 'disable' || action === 'reset-password',
    });
    if (reason === null) return;
    const answer = await operatorAction<Created | OperatorAccount>(
      `/Admin/operators/${action}`,
      { username: account.username, reason, ...(action === 'role' ? { role } : {}) },
      { done: t(`operators.${key}.done`, who) },
    );
    if (!answer) return;
    if ('password' in answer && answer.password)
      await showAlert({
        title: t('operators.passwordTitle'),
        message: t('operators.passwordMessage', { ...who, password: answer.password }),
      });
    onChanged();
  };

  const footer = self ? undefined : (
    <div className={styles.actions}>
      {account.disabled ? (
        <Button onClick={() => void act('enable')}>{t('operators.enable.confirm')}</Button>
      ) : (
        <Button variant="danger" onClick={() => void act('disable')}>
          {t('operators.disable.confirm')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => void act('reset-password')}>
        {t('operators.reset.confirm')}
      </Button>
    </div>
  );

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={account.displayName || account.username}
      description={self ? t('operators.self') : t('operators.detail')}
      footer={footer}
    >
      <div className={styles.body}>
        <FactList
          facts={[
            { label: t('operators.columns.username'), value: account.username },
            { label: t('operators.columns.displayName'), value: account.displayName || '—' },
            { label: t('operators.columns.role'), value: t(`roles.${account.role}`) },
            {
              label: t('operators.columns.state'),
              value: t(account.disabled ? 'operators.disabled' : 'operators.active'),
            },
            { label: t('operators.columns.lastLogin'), value: dateTime(account.lastLoginAt) },
            { label: t('operators.columns.createdAt'), value: dateTime(account.createdAt) },
          ]}
        />
        {!self && (
          <FormLayout onSubmit={() => void act('role')} submitLabel={t('operators.role.confirm')}>
            <FormSection title={t('operators.role.section')}>
              <FormRow label={t('operators.columns.role')}>
                {(control) => (
                  <select
                    {...control}
                    value={role}
                    onChange={(event) => setRole(event.target.value as OperatorRole)}
                  >
                    {ROLES.map((value) => (
                      <option key={value} value={value}>
                        {t(`roles.${value}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormRow>
            </FormSection>
          </FormLayout>
        )}
      </div>
    </Drawer>
  );
}

/** `#/console/operators` (admin): the people who run the platform, their roles and access. */
export function OperatorsPage() {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const { data, loading, error, reload } = useConsoleData<{ list: OperatorAccount[] }>('/Admin/operators');
  const [creating, setCreating] = useState(false);
  const [openName, setOpenName] = useState<string | null>(null);
  const rows = data?.list ?? [];
  const open = rows.find((account) => account.username === openName);

  const columns: DataTableColumn<OperatorAccount>[] = [
    { id: 'username', header: t('operators.columns.username'), cell: (o) => o.username },
    { id: 'displayName', header: t('operators.columns.displayName'), cell: (o) => o.displayName || '—' },
    { id: 'role', header: t('operators.columns.role'), cell: (o) => t(`roles.${o.role}`) },
    {
      id: 'state',
      header: t('operators.columns.state'),
      cell: (o) => (
        <Tag tone={o.disabled ? 'danger' : 'success'}>
          {t(o.disabled ? 'operators.disabled' : 'operators.active')}
        </Tag>
      ),
    },
    { id: 'lastLogin', header: t('operators.columns.lastLogin'), cell: (o) => dateTime(o.lastLoginAt) },
  ];

  return (
    <ConsolePage
      title={t('nav.operators')}
      description={t('operators.description')}
      actions={<Button onClick={() => setCreating(true)}>{t('operators.create.title')}</Button>}
    >
      <DataTable
        caption={t('nav.operators')}
        columns={columns}
        rows={rows}
        rowKey={(o) => o.username}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        loading={loading && !data}
        error={Boolean(error)}
        onRetry={reload}
        onRowOpen={(o) => setOpenName(o.username)}
      />
      {creating && (
        <CreateOperatorDrawer
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
      {open && <OperatorDrawer account={open} onClose={() => setOpenName(null)} onChanged={reload} />}
    </ConsolePage>
  );
}
