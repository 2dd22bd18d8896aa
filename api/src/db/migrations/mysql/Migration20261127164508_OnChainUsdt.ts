import { Migration } from '@mikro-orm/migrations';

export class Migration20261127164508_OnChainUsdt extends Migration {
  override name = 'Migration20261127164508_OnChainUsdt';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`chain_sync\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`chain\` varchar(8) not null, \`next_block\` bigint not null, \`last_hash\` varchar(66) null, \`head_block\` bigint not null, \`head_seen_at\` datetime(3) null, \`lease_owner\` varchar(64) null, \`lease_until\` datetime(3) null, \`last_error\` varchar(255) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`chain_sync\` add unique \`chain_sync_chain_unique\` (\`chain\`);`);

    this.addSql(
      `create table \`chain_collection\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`chain\` varchar(8) not null, \`tx_hash\` varchar(66) not null, \`log_index\` int not null, \`block_number\` bigint not null, \`from_address\` varchar(64) not null, \`to_address\` varchar(64) not null, \`amount\` bigint not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`chain_collection\` add index \`chain_collection_chain_from_address_index\` (\`chain\`, \`from_address\`);`,
    );
    this.addSql(
      `alter table \`chain_collection\` add unique \`chain_collection_chain_tx_hash_log_index_unique\` (\`chain\`, \`tx_hash\`, \`log_index\`);`,
    );

    this.addSql(
      `create table \`deposit_address\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`chain\` varchar(8) not null, \`address\` varchar(64) not null, \`derivation_index\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`deposit_address\` add unique \`deposit_address_chain_address_unique\` (\`chain\`, \`address\`);`,
    );
    this.addSql(
      `alter table \`deposit_address\` add unique \`deposit_address_member_id_chain_unique\` (\`member_id\`, \`chain\`);`,
    );

    this.addSql(
      `create table \`hot_wallet\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`chain\` varchar(8) not null, \`address\` varchar(64) not null, \`next_nonce\` bigint not null, \`usdt_balance\` bigint null, \`native_balance\` varchar(80) null, \`balance_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`hot_wallet\` add unique \`hot_wallet_chain_unique\` (\`chain\`);`);

    this.addSql(
      `create table \`payout\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`withdrawal_id\` int not null, \`chain\` varchar(8) not null, \`from_address\` varchar(64) not null, \`to_address\` varchar(64) not null, \`amount\` bigint not null, \`raw_amount\` varchar(80) not null, \`nonce\` bigint not null, \`tx_hash\` varchar(66) not null, \`raw_tx\` text not null, \`state\` varchar(16) not null, \`attempts\` int not null default 0, \`last_error\` varchar(255) null, \`block_number\` bigint null, \`sent_at\` datetime(3) null, \`confirmed_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`payout\` add unique \`payout_withdrawal_id_unique\` (\`withdrawal_id\`);`);
    this.addSql(`alter table \`payout\` add unique \`payout_tx_hash_unique\` (\`tx_hash\`);`);
    this.addSql(`alter table \`payout\` add index \`payout_state_index\` (\`state\`);`);
    this.addSql(
      `alter table \`payout\` add unique \`payout_chain_from_address_nonce_unique\` (\`chain\`, \`from_address\`, \`nonce\`);`,
    );

    this.addSql(`alter table \`deposit\` drop index \`deposit_tx_hash_unique\`;`);
    this.addSql(
      `alter table \`deposit\` add \`log_index\` int not null default -1, add \`block_number\` bigint null, add \`block_hash\` varchar(66) null, add \`from_address\` varchar(64) null, add \`to_address\` varchar(64) null, add \`raw_amount\` varchar(80) null, add \`confirmations\` int not null default 0, add \`required_confirmations\` int not null default 0, add \`reorged_at\` datetime(3) null;`,
    );
    this.addSql(`alter table \`deposit\` add index \`deposit_chain_state_index\` (\`chain\`, \`state\`);`);
    this.addSql(
      `alter table \`deposit\` add unique \`deposit_chain_tx_hash_log_index_unique\` (\`chain\`, \`tx_hash\`, \`log_index\`);`,
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

    this.addSql(`alter table \`deposit\` drop index \`deposit_chain_state_index\`;`);
    this.addSql(`alter table \`deposit\` drop index \`deposit_chain_tx_hash_log_index_unique\`;`);
    this.addSql(
      `alter table \`deposit\` drop column \`log_index\`, drop column \`block_number\`, drop column \`block_hash\`, drop column \`from_address\`, drop column \`to_address\`, drop column \`raw_amount\`, drop column \`confirmations\`, drop column \`required_confirmations\`, drop column \`reorged_at\`;`,
    );
    this.addSql(`alter table \`deposit\` add unique \`deposit_tx_hash_unique\` (\`tx_hash\`);`);
  }
}
