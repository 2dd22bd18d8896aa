import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101739_funds extends Migration {
  override name = 'Migration20261121101739_funds';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`fund\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`seed_key\` varchar(64) null, \`name_hi_in\` varchar(120) not null, \`name_en_us\` varchar(120) not null, \`name_zh_cn\` varchar(120) not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`cycle_days\` int not null, \`monthly_rate_bps\` int not null, \`minimum\` bigint not null, \`maximum_per_member\` bigint not null, \`total_size\` bigint not null, \`sold\` bigint not null default '0', \`status\` varchar(16) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`fund\` add unique \`fund_seed_key_unique\` (\`seed_key\`);`);
    this.addSql(`alter table \`fund\` add index \`fund_status_index\` (\`status\`);`);

    this.addSql(
      `create table \`fund_income\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`order_id\` int not null, \`period\` int not null, \`fund_id\` int not null, \`member_id\` int not null, \`account_id\` int not null, \`due_at\` datetime(3) not null, \`gross\` bigint not null, \`member_amount\` bigint not null, \`fee\` bigint not null, \`dividend\` bigint not null, \`state\` varchar(8) not null, \`batch_key\` varchar(40) not null, \`paid_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`fund_income\` add index \`fund_income_batch_key_index\` (\`batch_key\`);`);
    this.addSql(
      `alter table \`fund_income\` add index \`fund_income_member_id_paid_at_index\` (\`member_id\`, \`paid_at\`);`,
    );
    this.addSql(
      `alter table \`fund_income\` add index \`fund_income_state_fund_id_index\` (\`state\`, \`fund_id\`);`,
    );
    this.addSql(
      `alter table \`fund_income\` add unique \`fund_income_order_id_period_unique\` (\`order_id\`, \`period\`);`,
    );

    this.addSql(
      `create table \`fund_nav\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`fund_id\` int not null, \`nav_date\` varchar(10) not null, \`value\` bigint not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`fund_nav\` add unique \`fund_nav_fund_id_nav_date_unique\` (\`fund_id\`, \`nav_date\`);`,
    );

    this.addSql(
      `create table \`fund_order\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`fund_id\` int not null, \`amount\` bigint not null, \`is_trial\` tinyint(1) not null default false, \`trial_quota_id\` int null, \`cycle_days\` int not null, \`monthly_rate_bps\` int not null, \`gross_daily\` bigint not null, \`member_daily\` bigint not null, \`fee_daily\` bigint not null, \`dividend_daily\` bigint not null, \`income_account_id\` int not null, \`principal_account_id\` int not null, \`return_account_id\` int not null, \`purchased_at\` datetime(3) not null, \`state\` varchar(16) not null, \`next_period\` int not null, \`next_due_at\` datetime(3) null, \`completed_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`fund_order\` add index \`fund_order_member_id_state_index\` (\`member_id\`, \`state\`);`,
    );
    this.addSql(
      `alter table \`fund_order\` add index \`fund_order_member_id_fund_id_state_index\` (\`member_id\`, \`fund_id\`, \`state\`);`,
    );
    this.addSql(`alter table \`fund_order\` add index \`fund_order_next_due_at_index\` (\`next_due_at\`);`);

    this.addSql(
      `create table \`trial_quota\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`amount\` bigint not null, \`fund_id\` int null, \`expires_at\` datetime(3) null, \`state\` varchar(8) not null, \`order_id\` int null, \`used_at\` datetime(3) null, \`granted_by\` varchar(80) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`trial_quota\` add index \`trial_quota_member_id_state_index\` (\`member_id\`, \`state\`);`,
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
