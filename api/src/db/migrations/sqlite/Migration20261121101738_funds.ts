import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101738_funds extends Migration {
  override name = 'Migration20261121101738_funds';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`fund\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`seed_key\` text null, \`name_hi_in\` text not null, \`name_en_us\` text not null, \`name_zh_cn\` text not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`cycle_days\` integer not null, \`monthly_rate_bps\` integer not null, \`minimum\` bigint not null, \`maximum_per_member\` bigint not null, \`total_size\` bigint not null, \`sold\` bigint not null default '0', \`status\` text not null);`,
    );
    this.addSql(`create unique index \`fund_seed_key_unique\` on \`fund\` (\`seed_key\`);`);
    this.addSql(`create index \`fund_status_index\` on \`fund\` (\`status\`);`);

    this.addSql(
      `create table \`fund_income\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`order_id\` integer not null, \`period\` integer not null, \`fund_id\` integer not null, \`member_id\` integer not null, \`account_id\` integer not null, \`due_at\` datetime not null, \`gross\` bigint not null, \`member_amount\` bigint not null, \`fee\` bigint not null, \`dividend\` bigint not null, \`state\` text not null, \`batch_key\` text not null, \`paid_at\` datetime null);`,
    );
    this.addSql(`create index \`fund_income_batch_key_index\` on \`fund_income\` (\`batch_key\`);`);
    this.addSql(
      `create index \`fund_income_member_id_paid_at_index\` on \`fund_income\` (\`member_id\`, \`paid_at\`);`,
    );
    this.addSql(
      `create index \`fund_income_state_fund_id_index\` on \`fund_income\` (\`state\`, \`fund_id\`);`,
    );
    this.addSql(
      `create unique index \`fund_income_order_id_period_unique\` on \`fund_income\` (\`order_id\`, \`period\`);`,
    );

    this.addSql(
      `create table \`fund_nav\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`fund_id\` integer not null, \`nav_date\` text not null, \`value\` bigint not null);`,
    );
    this.addSql(
      `create unique index \`fund_nav_fund_id_nav_date_unique\` on \`fund_nav\` (\`fund_id\`, \`nav_date\`);`,
    );

    this.addSql(
      `create table \`fund_order\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`fund_id\` integer not null, \`amount\` bigint not null, \`is_trial\` integer not null default false, \`trial_quota_id\` integer null, \`cycle_days\` integer not null, \`monthly_rate_bps\` integer not null, \`gross_daily\` bigint not null, \`member_daily\` bigint not null, \`fee_daily\` bigint not null, \`dividend_daily\` bigint not null, \`income_account_id\` integer not null, \`principal_account_id\` integer not null, \`return_account_id\` integer not null, \`purchased_at\` datetime not null, \`state\` text not null, \`next_period\` integer not null, \`next_due_at\` datetime null, \`completed_at\` datetime null);`,
    );
    this.addSql(
      `create index \`fund_order_member_id_state_index\` on \`fund_order\` (\`member_id\`, \`state\`);`,
    );
    this.addSql(
      `create index \`fund_order_member_id_fund_id_state_index\` on \`fund_order\` (\`member_id\`, \`fund_id\`, \`state\`);`,
    );
    this.addSql(`create index \`fund_order_next_due_at_index\` on \`fund_order\` (\`next_due_at\`);`);

    this.addSql(
      `create table \`trial_quota\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`amount\` bigint not null, \`fund_id\` integer null, \`expires_at\` datetime null, \`state\` text not null, \`order_id\` integer null, \`used_at\` datetime null, \`granted_by\` text not null);`,
    );
    this.addSql(
      `create index \`trial_quota_member_id_state_index\` on \`trial_quota\` (\`member_id\`, \`state\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`fund\`;`);
    this.addSql(`drop table if exists \`fund_income\`;`);
    this.addSql(`drop table if exists \`fund_nav\`;`);
    this.addSql(`drop table if exists \`fund_order\`;`);
    this.addSql(`drop table if exists \`trial_quota\`;`);
  }
}
