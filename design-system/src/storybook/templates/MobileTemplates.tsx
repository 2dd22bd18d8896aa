// Whole pages at 390 px built only from the design system, for designers to review a flow before it
// is built. Each template takes the state to show; the copy comes from the Storybook's `samples`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { Amount } from '../../components/Amount/Amount.tsx';
import { Banner } from '../../components/Banner/Banner.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardActions } from '../../components/Card/Card.tsx';
import { Cell } from '../../components/Cell/Cell.tsx';
import { CellGroup } from '../../components/Cell/CellGroup.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Empty } from '../../components/Empty/Empty.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Field, Fieldset } from '../../components/Field/Field.tsx';
import { NavBar } from '../../components/NavBar/NavBar.tsx';
import { Note } from '../../components/Note/Note.tsx';
import { Page, SectionTitle } from '../../components/Page/Page.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { Result, type ResultStatus } from '../../components/Result/Result.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Tabs } from '../../components/Tabs/Tabs.tsx';
import { Tag } from '../../components/Tag/Tag.tsx';

const back = fn();

export type ListState = 'loaded' | 'loading' | 'empty' | 'error';

/** A list page: tabs that filter, rows with a status, loading, empty and failed states. */
export function ListTemplate({ state = 'loaded' }: { state?: ListState }) {
  const { t } = useTranslation('samples');
  const [tab, setTab] = useState('all');
  const rows = [
    { id: 1, amount: '5000.00', date: '2026-11-24', settled: false },
    { id: 2, amount: '12000.00', date: '2026-11-02', settled: false },
    { id: 3, amount: '800.50', date: '2026-10-15', settled: true },
  ];
  return (
    <>
      <NavBar title={t('templates.list.title')} onBack={back} />
      <Tabs
        label={t('templates.list.title')}
        items={(['all', 'holding', 'settled'] as const).map((key) => ({
          key,
          label: t(`templates.list.tabs.${key}`),
        }))}
        activeKey={tab}
        onChange={setTab}
      />
      <Page>
        {state === 'loading' && (
          <Card>
            <Skeleton rows={2} />
            <Skeleton rows={2} />
          </Card>
        )}
        {state === 'error' && <ErrorState onRetry={back} />}
        {state === 'empty' && (
          <Empty
            title={t('templates.list.empty')}
            description={t('templates.list.emptyHint')}
            action={<Button onClick={back}>{t('templates.list.browse')}</Button>}
          />
        )}
        {state === 'loaded' && (
          <CellGroup>
            {rows.map((row) => (
              <Cell
                key={row.id}
                title={t('templates.list.fund', { n: row.id })}
                label={t('templates.list.bought', { date: row.date })}
                value={
                  <>
                    <Amount value={row.amount} />{' '}
                    <Tag tone={row.settled ? 'neutral' : 'primary'}>
                      {t(row.settled ? 'templates.list.tabs.settled' : 'templates.list.tabs.holding')}
                    </Tag>
                  </>
                }
                arrow
                onClick={back}
              />
            ))}
          </CellGroup>
        )}
      </Page>
    </>
  );
}

export type DetailState = 'loaded' | 'loading';

/** A detail page: the figure that matters first, then the facts, the next step and the small print. */
export function DetailTemplate({ state = 'loaded' }: { state?: DetailState }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <NavBar title={t('templates.detail.title')} onBack={back} />
      <Page>
        {state === 'loading' ? (
          <Card>
            <Skeleton rows={4} />
          </Card>
        ) : (
          <>
            <Card as="section" title={t('templates.detail.fund')} titleId="template-detail-fund">
              <Tag tone="primary">{t('templates.list.tabs.holding')}</Tag>
              <p>
                {t('templates.detail.income')}: <Amount value="1234.50" signed />
              </p>
            </Card>
            <CellGroup title={t('templates.detail.facts')}>
              <Cell title={t('templates.detail.invested')} value={<Amount value="5000.00" />} />
              <Cell title={t('templates.detail.term')} value={t('templates.detail.termValue')} />
              <Cell title={t('templates.detail.nextPayout')} value="2026-11-26" />
              <Cell title={t('templates.detail.seeAll')} arrow onClick={back} />
            </CellGroup>
            <Note>{t('templates.detail.note')}</Note>
          </>
        )}
      </Page>
    </>
  );
}

export type FormState = 'empty' | 'invalid' | 'submitting';

/** A form page: one card of fields, the rules agreed, the action that names what happens. */
export function FormTemplate({ state = 'empty' }: { state?: FormState }) {
  const { t } = useTranslation('samples');
  const [agreed, setAgreed] = useState(state !== 'empty');
  const invalid = state === 'invalid';
  return (
    <>
      <NavBar title={t('templates.form.title')} onBack={back} />
      <Page>
        <Banner>{t('templates.form.banner')}</Banner>
        <Card>
          <Fieldset disabled={state === 'submitting'}>
            <Field
              label={t('templates.form.amount')}
              inputMode="decimal"
              placeholder={t('templates.form.amountPlaceholder')}
              defaultValue={invalid ? '50' : state === 'submitting' ? '2500' : ''}
              error={invalid ? t('templates.form.amountError') : undefined}
            />
            <Cell
              title={t('templates.form.account')}
              value={t('templates.form.accountValue')}
              arrow
              onClick={back}
            />
            <PasswordField label={t('templates.form.password')} autoComplete="off" />
            <Checkbox checked={agreed} onChange={setAgreed}>
              {t('templates.form.agree')}
            </Checkbox>
          </Fieldset>
          <CardActions>
            <Button variant="secondary" onClick={back}>
              {t('templates.form.cancel')}
            </Button>
            <Button loading={state === 'submitting'} disabled={!agreed} onClick={back}>
              {t('templates.form.submit')}
            </Button>
          </CardActions>
        </Card>
        <Note>
          {t('templates.form.available')}: <Amount value="30950.00" />
        </Note>
      </Page>
    </>
  );
}

/** A result page after a money action: what happened, the facts, where to go next. */
export function ResultTemplate({ status = 'success' }: { status?: ResultStatus }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <NavBar title={t('templates.form.title')} onBack={back} />
      <Page>
        <Result
          status={status}
          title={t(`templates.result.${status}Title`)}
          description={t(`templates.result.${status}Text`)}
          details={[
            { label: t('templates.result.amount'), value: <Amount value="2500.00" /> },
            { label: t('templates.result.reference'), value: 'WD-20261125-0042' },
          ]}
          primaryAction={{
            label: t(status === 'failure' ? 'templates.result.retry' : 'templates.result.done'),
            onClick: back,
          }}
          secondaryAction={{ label: t('templates.result.back'), onClick: back }}
        />
      </Page>
    </>
  );
}

export type EmptyKind = 'nothing' | 'noResults' | 'offline';

/** A page with nothing to show yet: say why, and the one way forward. */
export function EmptyTemplate({ kind = 'nothing' }: { kind?: EmptyKind }) {
  const { t } = useTranslation('samples');
  return (
    <>
      <NavBar title={t('templates.empty.title')} onBack={back} />
      <Page>
        {kind === 'offline' ? (
          <ErrorState
            title={t('templates.empty.offline')}
            description={t('templates.empty.offlineHint')}
            onRetry={back}
          />
        ) : (
          <>
            <SectionTitle>{t('templates.empty.section')}</SectionTitle>
            <Empty
              title={t(kind === 'nothing' ? 'templates.empty.nothing' : 'templates.empty.noResults')}
              description={t(
                kind === 'nothing' ? 'templates.empty.nothingHint' : 'templates.empty.noResultsHint',
              )}
              action={
                kind === 'nothing' ? <Button onClick={back}>{t('templates.empty.invite')}</Button> : undefined
              }
            />
          </>
        )}
      </Page>
    </>
  );
}
