import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Empty } from '@h5/design-system';
import { DataTable, type DataTableColumn } from '@h5/design-system/DataTable';
import { FilterBar } from '@h5/design-system/FilterBar';
import { Field } from '@h5/design-system/Field';
import { Tabs } from '@h5/design-system/Tabs';
import type { Paged } from '@h5/api/contract';
import type { ServiceMessage, ServiceTicketView } from '@h5/api/contract/service';
import { ConsolePage } from '../components/ConsolePage.tsx';
import { ServiceConversation } from '../components/service/ServiceConversation.tsx';
import { ServiceStateTag } from '../components/service/ServiceStateTag.tsx';
import { useDateTime } from '../hooks/useDateTime.ts';
import { usePolledData } from '../hooks/usePolledData.ts';
import { useServerTable } from '../hooks/useServerTable.ts';
import { useConsoleTranslation } from '../i18n/consoleTranslations.ts';
import { operatorSessionAtom } from '../session/operatorSession.ts';
import styles from './ServicePage.module.css';

/** How often the queue is asked again: members' new messages show within this (ADR 0036). */
const QUEUE_POLL_MS = 5000;

/** A message in one line: its text, or what kind of file it is. */
function usePreview() {
  const { t } = useConsoleTranslation();
  return (message: ServiceMessage | null) =>
    !message ? '' : message.kind === 'text' ? message.text : t(`service.kind.${message.kind}`);
}

/** The tickets waiting and being answered, those waiting longest first, asked again every few seconds. */
function Queue({
  list,
  openId,
  onOpen,
}: {
  list: ServiceTicketView[] | undefined;
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const preview = usePreview();
  if (!list) return <p>{t('loading')}</p>;
  if (!list.length) return <Empty title={t('service.emptyQueue')} />;
  return (
    <ul className={styles.queue} aria-label={t('service.queue')} data-testid="service-queue">
      {list.map((ticket) => (
        <li key={ticket.conversationId}>
          <button
            type="button"
            className={ticket.conversationId === openId ? `${styles.ticket} ${styles.open}` : styles.ticket}
            aria-current={ticket.conversationId === openId}
            onClick={() => onOpen(ticket.conversationId)}
            data-testid={`service-ticket-${ticket.member.id}`}
          >
            <span className={styles.ticketHead}>
              <strong>
                {ticket.member.nickname} · #{ticket.member.id}
              </strong>
              <ServiceStateTag state={ticket.state} />
            </span>
            <span className={styles.preview}>{preview(ticket.lastMessage)}</span>
            <span className={styles.meta}>
              {dateTime(ticket.lastMemberMessageAt)}
              {ticket.operator && ` · ${ticket.operator}`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Closed conversations, the most recently closed first, searchable by member id. */
function History({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const preview = usePreview();
  const list = useServerTable<ServiceTicketView>('/Admin/Service/history');
  const [memberId, setMemberId] = useState('');
  const columns: DataTableColumn<ServiceTicketView>[] = [
    {
      id: 'member',
      header: t('service.columns.member'),
      cell: (ticket) => `${ticket.member.nickname} · #${ticket.member.id}`,
    },
    { id: 'last', header: t('service.columns.lastMessage'), cell: (ticket) => preview(ticket.lastMessage) },
    { id: 'operator', header: t('service.columns.operator'), cell: (ticket) => ticket.operator ?? '' },
    { id: 'closedAt', header: t('service.columns.closedAt'), cell: (ticket) => dateTime(ticket.closedAt) },
  ];
  return (
    <DataTable
      caption={t('service.history')}
      columns={columns}
      rowKey={(ticket) => String(ticket.conversationId)}
      onRowOpen={(ticket) => onOpen(ticket.conversationId)}
      empty={{ title: t('service.emptyHistory') }}
      filters={
        <FilterBar
          label={t('filters.label')}
          onApply={() => list.applyFilters({ memberId: memberId.trim() || undefined })}
          onReset={() => {
            setMemberId('');
            list.applyFilters({});
          }}
        >
          <Field
            label={t('service.columns.memberId')}
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
            inputMode="numeric"
          />
        </FilterBar>
      }
      {...list.table}
    />
  );
}

/**
 * `#/console/service`: members' conversations with the service desk (support and admin). The queue
 * on the left (asked again every few seconds), the open conversation on the right with its
 * messages, take it, reply and close; closed ones under History.
 */
export function ServicePage() {
  const { t } = useConsoleTranslation();
  const operator = useAtomValue(operatorSessionAtom)?.operator.username ?? '';
  const [tab, setTab] = useState<'queue' | 'history'>('queue');
  const [openId, setOpenId] = useState<number | null>(null);
  const queue = usePolledData<Paged<ServiceTicketView>>('/Admin/Service/queue', { rows: 100 }, QUEUE_POLL_MS);
  return (
    <ConsolePage title={t('nav.service')} description={t('service.description')}>
      <Tabs
        label={t('nav.service')}
        items={[
          { key: 'queue', label: t('service.queue') },
          { key: 'history', label: t('service.history') },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key === 'history' ? 'history' : 'queue')}
      />
      <div className={styles.layout}>
        <div className={styles.list}>
          {tab === 'queue' ? (
            <Queue list={queue.current?.list} openId={openId} onOpen={setOpenId} />
          ) : (
            <History onOpen={setOpenId} />
          )}
        </div>
        <div className={styles.detail}>
          {openId ? (
            <ServiceConversation
              key={openId}
              conversationId={openId}
              operator={operator}
              onChanged={queue.reload}
            />
          ) : (
            <Empty title={t('service.pick')} />
          )}
        </div>
      </div>
    </ConsolePage>
  );
}
