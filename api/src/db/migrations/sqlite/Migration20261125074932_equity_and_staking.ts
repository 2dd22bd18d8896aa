import { Migration } from '@mikro-orm/migrations';

export class Migration20261125074932_equity_and_staking extends Migration {
  override name = 'Migration20261125074932_equity_and_staking';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`equity_dividend\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`offering_id\` integer not null, \`period\` text not null, \`per_share\` bigint not null, \`record_at\` datetime not null, \`reinvest_price\` bigint not null, \`state\` text not null, \`declared_by\` text not null, \`reason\` text null);`,
    );
    this.addSql(`create index \`equity_dividend_state_index\` on \`equity_dividend\` (\`state\`);`);
    this.addSql(
      `create unique index \`equity_dividend_offering_id_period_unique\` on \`equity_dividend\` (\`offering_id\`, \`period\`);`,
    );

    this.addSql(
      `create table \`equity_dividend_payout\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`dividend_id\` integer not null, \`holding_id\` integer not null, \`offering_id\` integer not null, \`member_id\` integer not null, \`account_id\` integer not null, \`amount\` bigint not null, \`reinvest\` integer not null, \`shares_added\` bigint not null default '0', \`state\` text not null, \`batch_key\` text not null, \`paid_at\` datetime null);`,
    );
    this.addSql(
      `create index \`equity_dividend_payout_state_offering_id_index\` on \`equity_dividend_payout\` (\`state\`, \`offering_id\`);`,
    );
    this.addSql(
      `create index \`equity_dividend_payout_holding_id_index\` on \`equity_dividend_payout\` (\`holding_id\`);`,
    );
    this.addSql(
      `create unique index \`equity_dividend_payout_dividend_id_holding_id_unique\` on \`equity_dividend_payout\` (\`dividend_id\`, \`holding_id\`);`,
    );

    this.addSql(
      `create table \`equity_holding\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`offering_id\` integer not null, \`amount\` bigint not null, \`fee\` bigint not null, \`shares\` bigint not null, \`subscription_price\` bigint not null, \`subscribed_at\` datetime not null, \`expires_at\` datetime not null, \`auto_compound\` integer not null default false, \`state\` text not null, \`buyback_kind\` text null, \`buyback_requested_at\` datetime null, \`buyback_price\` bigint null, \`buyback_amount\` bigint null, \`buyback_at\` datetime null, \`buyback_reason\` text null, \`dividends_paid\` bigint not null default '0', \`dividends_reinvested\` bigint not null default '0', \`equity_account_id\` integer not null, \`balance_account_id\` integer not null);`,
    );
    this.addSql(
      `create index \`equity_holding_member_id_state_index\` on \`equity_holding\` (\`member_id\`, \`state\`);`,
    );
    this.addSql(
      `create index \`equity_holding_offering_id_state_index\` on \`equity_holding\` (\`offering_id\`, \`state\`);`,
    );
    this.addSql(
      `create index \`equity_holding_state_buyback_requested_at_index\` on \`equity_holding\` (\`state\`, \`buyback_requested_at\`);`,
    );

    this.addSql(
      `create table \`equity_offering\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`name_hi_in\` text not null, \`name_en_us\` text not null, \`name_zh_cn\` text not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`fee_rate_bps\` integer not null, \`lock_days\` integer not null, \`total_shares\` bigint not null, \`shares_sold\` bigint not null default '0', \`status\` text not null);`,
    );
    this.addSql(`create index \`equity_offering_status_index\` on \`equity_offering\` (\`status\`);`);

    this.addSql(
      `create table \`equity_price\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`offering_id\` integer not null, \`price_date\` text not null, \`price\` bigint not null);`,
    );
    this.addSql(
      `create unique index \`equity_price_offering_id_price_date_unique\` on \`equity_price\` (\`offering_id\`, \`price_date\`);`,
    );

    this.addSql(
      `create table \`stake\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`plan_id\` integer not null, \`asset\` text not null, \`principal\` bigint not null, \`annual_rate_bps\` integer not null, \`daily_income\` bigint not null, \`term_days\` integer not null, \`term\` integer not null default 1, \`start_at\` datetime not null, \`end_at\` datetime not null, \`next_day\` integer not null, \`next_due_at\` datetime null, \`term_income\` bigint not null default '0', \`total_income\` bigint not null default '0', \`auto_compound\` integer not null default false, \`state\` text not null, \`claim_deadline\` datetime null, \`closed_at\` datetime null, \`paid_out\` bigint null, \`stake_account_id\` integer not null, \`pay_account_id\` integer not null);`,
    );
    this.addSql(`create index \`stake_member_id_state_index\` on \`stake\` (\`member_id\`, \`state\`);`);
    this.addSql(`create index \`stake_plan_id_state_index\` on \`stake\` (\`plan_id\`, \`state\`);`);
    this.addSql(`create index \`stake_next_due_at_index\` on \`stake\` (\`next_due_at\`);`);
    this.addSql(
      `create index \`stake_state_claim_deadline_index\` on \`stake\` (\`state\`, \`claim_deadline\`);`,
    );

    this.addSql(
      `create table \`stake_income\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`stake_id\` integer not null, \`plan_id\` integer not null, \`member_id\` integer not null, \`account_id\` integer not null, \`term\` integer not null, \`day\` integer not null, \`amount\` bigint not null, \`due_at\` datetime not null, \`state\` text not null, \`batch_key\` text not null, \`paid_at\` datetime null);`,
    );
    this.addSql(
      `create index \`stake_income_state_plan_id_index\` on \`stake_income\` (\`state\`, \`plan_id\`);`,
    );
    this.addSql(
      `create unique index \`stake_income_stake_id_term_day_unique\` on \`stake_income\` (\`stake_id\`, \`term\`, \`day\`);`,
    );

    this.addSql(
      `create table \`staking_plan\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`name_hi_in\` text not null, \`name_en_us\` text not null, \`name_zh_cn\` text not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`asset\` text not null, \`term_days\` integer not null, \`annual_rate_bps\` integer not null, \`minimum\` bigint not null, \`maximum\` bigint not null, \`total_cap\` bigint not null, \`staked\` bigint not null default '0', \`claim_window_days\` integer not null, \`status\` text not null);`,
    );
    this.addSql(`create index \`staking_plan_status_index\` on \`staking_plan\` (\`status\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`equity_dividend\`;`);
    this.addSql(`drop table if exists \`equity_dividend_payout\`;`);
    this.addSql(`drop table if exists \`equity_holding\`;`);
    this.addSql(`drop table if exists \`equity_offering\`;`);
    this.addSql(`drop table if exists \`equity_price\`;`);
    this.addSql(`drop table if exists \`stake\`;`);
    this.addSql(`drop table if exists \`stake_income\`;`);
    this.addSql(`drop table if exists \`staking_plan\`;`);
  }
}
