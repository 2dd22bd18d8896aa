import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040747_dividend extends Migration {
  override name = 'Migration20261127040747_dividend';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`dividend_payout\` (\`run_id\` integer not null, \`member_id\` integer not null, \`weight\` bigint not null, \`amount\` bigint not null, primary key (\`run_id\`, \`member_id\`));`,
    );
    this.addSql(
      `create index \`dividend_payout_member_id_run_id_index\` on \`dividend_payout\` (\`member_id\`, \`run_id\`);`,
    );

    this.addSql(
      `create table \`dividend_run\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`week\` text not null, \`share_bps\` integer not null, \`reserve\` bigint not null, \`total\` bigint not null, \`members\` integer not null, \`weight_total\` bigint not null, \`entry_id\` integer not null, \`actor\` text not null, \`finished_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`dividend_run_week_unique\` on \`dividend_run\` (\`week\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`dividend_payout\`;`);
    this.addSql(`drop table if exists \`dividend_run\`;`);
  }
}
