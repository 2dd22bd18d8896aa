import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083636_ledger extends Migration {
  override name = 'Migration20261121083636_ledger';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`idempotency_record\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`idem_key\` varchar(128) not null, \`fingerprint\` varchar(64) not null, \`answer\` text null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`idempotency_record\` add unique \`idempotency_record_member_id_idem_key_unique\` (\`member_id\`, \`idem_key\`);`,
    );

    this.addSql(
      `create table \`journal_entry\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`type\` varchar(40) not null, \`memo\` varchar(255) not null, \`actor\` varchar(80) not null, \`idempotency_key\` varchar(160) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`journal_entry\` add unique \`journal_entry_idempotency_key_unique\` (\`idempotency_key\`);`,
    );

    this.addSql(
      `create table \`journal_line\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`entry_id\` int not null, \`account_id\` int not null, \`asset\` varchar(8) not null, \`amount\` bigint not null, \`balance_after\` bigint not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`journal_line\` add index \`journal_line_account_id_id_index\` (\`account_id\`, \`id\`);`,
    );
    this.addSql(`alter table \`journal_line\` add index \`journal_line_entry_id_index\` (\`entry_id\`);`);

    this.addSql(
      `create table \`ledger_account\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`code\` varchar(80) not null, \`owner\` varchar(16) not null, \`member_id\` int null, \`kind\` varchar(40) not null, \`asset\` varchar(8) not null, \`allow_negative\` tinyint(1) not null default false, \`balance\` bigint not null default '0') default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`ledger_account\` add unique \`ledger_account_code_unique\` (\`code\`);`);
    this.addSql(
      `alter table \`ledger_account\` add index \`ledger_account_member_id_index\` (\`member_id\`);`,
    );

    this.addSql(
      `create table \`operator_action\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`actor\` varchar(80) not null, \`action\` varchar(40) not null, \`detail\` text not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`operator_action\` add index \`operator_action_created_at_index\` (\`created_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`idempotency_record\`;`);
    this.addSql(`drop table if exists \`journal_entry\`;`);
    this.addSql(`drop table if exists \`journal_line\`;`);
    this.addSql(`drop table if exists \`ledger_account\`;`);
    this.addSql(`drop table if exists \`operator_action\`;`);
  }
}
