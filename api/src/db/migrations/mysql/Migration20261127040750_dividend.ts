import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040750_dividend extends Migration {
  override name = 'Migration20261127040750_dividend';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`dividend_payout\` (\`run_id\` int unsigned not null, \`member_id\` int unsigned not null, \`weight\` bigint not null, \`amount\` bigint not null, primary key (\`run_id\`, \`member_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`dividend_payout\` add index \`dividend_payout_member_id_run_id_index\` (\`member_id\`, \`run_id\`);`,
    );

    this.addSql(
      `create table \`dividend_run\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`week\` varchar(10) not null, \`share_bps\` int not null, \`reserve\` bigint not null, \`total\` bigint not null, \`members\` int not null, \`weight_total\` bigint not null, \`entry_id\` int not null, \`actor\` varchar(80) not null, \`finished_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`dividend_run\` add unique \`dividend_run_week_unique\` (\`week\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`dividend_payout\`;`);
    this.addSql(`drop table if exists \`dividend_run\`;`);
  }
}
