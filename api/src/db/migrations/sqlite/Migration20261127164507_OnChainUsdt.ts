import { Migration } from '@mikro-orm/migrations';

export class Migration20261127164507_OnChainUsdt extends Migration {
  override name = 'Migration20261127164507_OnChainUsdt';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`chain_sync\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`chain\` text not null, \`next_block\` bigint not null, \`last_hash\` text null, \`head_block\` bigint not null, \`head_seen_at\` datetime null, \`lease_owner\` text null, \`lease_until\` datetime null, \`last_error\` text null);`,
    );
    this.addSql(`create unique index \`chain_sync_chain_unique\` on \`chain_sync\` (\`chain\`);`);

    this.addSql(
      `create table \`chain_collection\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`chain\` text not null, \`tx_hash\` text not null, \`log_index\` integer not null, \`block_number\` bigint not null, \`from_address\` text not null, \`to_address\` text not null, \`amount\` bigint not null);`,
    );
    this.addSql(
      `create index \`chain_collection_chain_from_address_index\` on \`chain_collection\` (\`chain\`, \`from_address\`);`,
    );
    this.addSql(
      `create unique index \`chain_collection_chain_tx_hash_log_index_unique\` on \`chain_collection\` (\`chain\`, \`tx_hash\`, \`log_index\`);`,
    );

    this.addSql(
      `create table \`deposit_address\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`chain\` text not null, \`address\` text not null, \`derivation_index\` integer not null);`,
    );
    this.addSql(
      `create unique index \`deposit_address_chain_address_unique\` on \`deposit_address\` (\`chain\`, \`address\`);`,
    );
    this.addSql(
      `create unique index \`deposit_address_member_id_chain_unique\` on \`deposit_address\` (\`member_id\`, \`chain\`);`,
    );

    this.addSql(
      `create table \`hot_wallet\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`chain\` text not null, \`address\` text not null, \`next_nonce\` bigint not null, \`usdt_balance\` bigint null, \`native_balance\` text null, \`balance_at\` datetime null);`,
    );
    this.addSql(`create unique index \`hot_wallet_chain_unique\` on \`hot_wallet\` (\`chain\`);`);

    this.addSql(
      `create table \`payout\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`withdrawal_id\` integer not null, \`chain\` text not null, \`from_address\` text not null, \`to_address\` text not null, \`amount\` bigint not null, \`raw_amount\` text not null, \`nonce\` bigint not null, \`tx_hash\` text not null, \`raw_tx\` text not null, \`state\` text not null, \`attempts\` integer not null default 0, \`last_error\` text null, \`block_number\` bigint null, \`sent_at\` datetime null, \`confirmed_at\` datetime null);`,
    );
    this.addSql(`create unique index \`payout_withdrawal_id_unique\` on \`payout\` (\`withdrawal_id\`);`);
    this.addSql(`create unique index \`payout_tx_hash_unique\` on \`payout\` (\`tx_hash\`);`);
    this.addSql(`create index \`payout_state_index\` on \`payout\` (\`state\`);`);
    this.addSql(
      `create unique index \`payout_chain_from_address_nonce_unique\` on \`payout\` (\`chain\`, \`from_address\`, \`nonce\`);`,
    );

    this.addSql(`drop index \`deposit_tx_hash_unique\`;`);
    this.addSql(`alter table \`deposit\` add column \`log_index\` integer not null default -1;`);
    this.addSql(`alter table \`deposit\` add column \`block_number\` bigint null;`);
    this.addSql(`alter table \`deposit\` add column \`block_hash\` text null;`);
    this.addSql(`alter table \`deposit\` add column \`from_address\` text null;`);
    this.addSql(`alter table \`deposit\` add column \`to_address\` text null;`);
    this.addSql(`alter table \`deposit\` add column \`raw_amount\` text null;`);
    this.addSql(`alter table \`deposit\` add column \`confirmations\` integer not null default 0;`);
    this.addSql(`alter table \`deposit\` add column \`required_confirmations\` integer not null default 0;`);
    this.addSql(`alter table \`deposit\` add column \`reorged_at\` datetime null;`);
    this.addSql(`create index \`deposit_chain_state_index\` on \`deposit\` (\`chain\`, \`state\`);`);
    this.addSql(
      `create unique index \`deposit_chain_tx_hash_log_index_unique\` on \`deposit\` (\`chain\`, \`tx_hash\`, \`log_index\`);`,
    );
    // Deposits credited by hand before the watcher are 'credited' like the watcher's.
    this.addSql(`update \`deposit\` set \`state\` = 'credited' where \`state\` = 'confirmed';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update \`deposit\` set \`state\` = 'confirmed' where \`state\` = 'credited';`);
    this.addSql(`drop table if exists \`chain_sync\`;`);
    this.addSql(`drop table if exists \`chain_collection\`;`);
    this.addSql(`drop table if exists \`deposit_address\`;`);
    this.addSql(`drop table if exists \`hot_wallet\`;`);
    this.addSql(`drop table if exists \`payout\`;`);

    this.addSql(`drop index \`deposit_chain_state_index\`;`);
    this.addSql(`drop index \`deposit_chain_tx_hash_log_index_unique\`;`);
    this.addSql(`alter table \`deposit\` drop column \`log_index\`;`);
    this.addSql(`alter table \`deposit\` drop column \`block_number\`;`);
    this.addSql(`alter table \`deposit\` drop column \`block_hash\`;`);
    this.addSql(`alter table \`deposit\` drop column \`from_address\`;`);
    this.addSql(`alter table \`deposit\` drop column \`to_address\`;`);
    this.addSql(`alter table \`deposit\` drop column \`raw_amount\`;`);
    this.addSql(`alter table \`deposit\` drop column \`confirmations\`;`);
    this.addSql(`alter table \`deposit\` drop column \`required_confirmations\`;`);
    this.addSql(`alter table \`deposit\` drop column \`reorged_at\`;`);
    this.addSql(`create unique index \`deposit_tx_hash_unique\` on \`deposit\` (\`tx_hash\`);`);
  }
}
