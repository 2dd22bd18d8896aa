import { Migration } from '@mikro-orm/migrations';

export class Migration20261125074932_equity_and_staking extends Migration {
  override name = 'Migration20261125074932_equity_and_staking';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`equity_dividend\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`offering_id\` int not null, \`period\` varchar(32) not null, \`per_share\` bigint not null, \`record_at\` datetime(3) not null, \`reinvest_price\` bigint not null, \`state\` varchar(8) not null, \`declared_by\` varchar(80) not null, \`reason\` varchar(255) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`equity_dividend\` add index \`equity_dividend_state_index\` (\`state\`);`);
    this.addSql(
      `alter table \`equity_dividend\` add unique \`equity_dividend_offering_id_period_unique\` (\`offering_id\`, \`period\`);`,
    );

    this.addSql(
      `create table \`equity_dividend_payout\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`dividend_id\` int not null, \`holding_id\` int not null, \`offering_id\` int not null, \`member_id\` int not null, \`account_id\` int not null, \`amount\` bigint not null, \`reinvest\` tinyint(1) not null, \`shares_added\` bigint not null default '0', \`state\` varchar(8) not null, \`batch_key\` varchar(32) not null, \`paid_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`equity_dividend_payout\` add index \`equity_dividend_payout_state_offering_id_index\` (\`state\`, \`offering_id\`);`,
    );
    this.addSql(
      `alter table \`equity_dividend_payout\` add index \`equity_dividend_payout_holding_id_index\` (\`holding_id\`);`,
    );
    this.addSql(
      `alter table \`equity_dividend_payout\` add unique \`equity_dividend_payout_dividend_id_holding_id_unique\` (\`dividend_id\`, \`holding_id\`);`,
    );

    this.addSql(
      `create table \`equity_holding\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`offering_id\` int not null, \`amount\` bigint not null, \`fee\` bigint not null, \`shares\` bigint not null, \`subscription_price\` bigint not null, \`subscribed_at\` datetime(3) not null, \`expires_at\` datetime(3) not null, \`auto_compound\` tinyint(1) not null default false, \`state\` varchar(16) not null, \`buyback_kind\` varchar(8) null, \`buyback_requested_at\` datetime(3) null, \`buyback_price\` bigint null, \`buyback_amount\` bigint null, \`buyback_at\` datetime(3) null, \`buyback_reason\` varchar(255) null, \`dividends_paid\` bigint not null default '0', \`dividends_reinvested\` bigint not null default '0', \`equity_account_id\` int not null, \`balance_account_id\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`equity_holding\` add index \`equity_holding_member_id_state_index\` (\`member_id\`, \`state\`);`,
    );
    this.addSql(
      `alter table \`equity_holding\` add index \`equity_holding_offering_id_state_index\` (\`offering_id\`, \`state\`);`,
    );
    this.addSql(
      `alter table \`equity_holding\` add index \`equity_holding_state_buyback_requested_at_index\` (\`state\`, \`buyback_requested_at\`);`,
    );

    this.addSql(
      `create table \`equity_offering\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`name_hi_in\` varchar(120) not null, \`name_en_us\` varchar(120) not null, \`name_zh_cn\` varchar(120) not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`fee_rate_bps\` int not null, \`lock_days\` int not null, \`total_shares\` bigint not null, \`shares_sold\` bigint not null default '0', \`status\` varchar(16) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`equity_offering\` add index \`equity_offering_status_index\` (\`status\`);`);

    this.addSql(
      `create table \`equity_price\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`offering_id\` int not null, \`price_date\` varchar(10) not null, \`price\` bigint not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`equity_price\` add unique \`equity_price_offering_id_price_date_unique\` (\`offering_id\`, \`price_date\`);`,
    );

    this.addSql(
      `create table \`stake\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`plan_id\` int not null, \`asset\` varchar(8) not null, \`principal\` bigint not null, \`annual_rate_bps\` int not null, \`daily_income\` bigint not null, \`term_days\` int not null, \`term\` int not null default 1, \`start_at\` datetime(3) not null, \`end_at\` datetime(3) not null, \`next_day\` int not null, \`next_due_at\` datetime(3) null, \`term_income\` bigint not null default '0', \`total_income\` bigint not null default '0', \`auto_compound\` tinyint(1) not null default false, \`state\` varchar(16) not null, \`claim_deadline\` datetime(3) null, \`closed_at\` datetime(3) null, \`paid_out\` bigint null, \`stake_account_id\` int not null, \`pay_account_id\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`stake\` add index \`stake_member_id_state_index\` (\`member_id\`, \`state\`);`,
    );
    this.addSql(`alter table \`stake\` add index \`stake_plan_id_state_index\` (\`plan_id\`, \`state\`);`);
    this.addSql(`alter table \`stake\` add index \`stake_next_due_at_index\` (\`next_due_at\`);`);
    this.addSql(
      `alter table \`stake\` add index \`stake_state_claim_deadline_index\` (\`state\`, \`claim_deadline\`);`,
    );

    this.addSql(
      `create table \`stake_income\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`stake_id\` int not null, \`plan_id\` int not null, \`member_id\` int not null, \`account_id\` int not null, \`term\` int not null, \`day\` int not null, \`amount\` bigint not null, \`due_at\` datetime(3) not null, \`state\` varchar(8) not null, \`batch_key\` varchar(32) not null, \`paid_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`stake_income\` add index \`stake_income_state_plan_id_index\` (\`state\`, \`plan_id\`);`,
    );
    this.addSql(
      `alter table \`stake_income\` add unique \`stake_income_stake_id_term_day_unique\` (\`stake_id\`, \`term\`, \`day\`);`,
    );

    this.addSql(
      `create table \`staking_plan\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`name_hi_in\` varchar(120) not null, \`name_en_us\` varchar(120) not null, \`name_zh_cn\` varchar(120) not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`asset\` varchar(8) not null, \`term_days\` int not null, \`annual_rate_bps\` int not null, \`minimum\` bigint not null, \`maximum\` bigint not null, \`total_cap\` bigint not null, \`staked\` bigint not null default '0', \`claim_window_days\` int not null, \`status\` varchar(16) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`staking_plan\` add index \`staking_plan_status_index\` (\`status\`);`);
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
