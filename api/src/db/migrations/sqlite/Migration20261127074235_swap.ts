import { Migration } from '@mikro-orm/migrations';

export class Migration20261127074235_swap extends Migration {
  override name = 'Migration20261127074235_swap';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`swap\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`from_asset\` text not null, \`to_asset\` text not null, \`amount_in\` bigint not null, \`amount_out\` bigint not null, \`fee\` bigint not null, \`price_micro\` bigint not null, \`entry_id\` integer not null);`,
    );
    this.addSql(`create index \`swap_member_id_id_index\` on \`swap\` (\`member_id\`, \`id\`);`);

    this.addSql(
      `create table \`swap_hour\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`hour_start\` datetime not null, \`price_micro\` bigint not null, \`volume_inr\` bigint not null default '0', \`volume_usdt\` bigint not null default '0', \`swaps\` integer not null default 0);`,
    );
    this.addSql(`create unique index \`swap_hour_hour_start_unique\` on \`swap_hour\` (\`hour_start\`);`);

    this.addSql(
      `create table \`swap_liquidity_move\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer null, \`actor\` text not null, \`kind\` text not null, \`inr\` bigint not null, \`usdt\` bigint not null, \`shares\` bigint not null, \`entry_id\` integer not null);`,
    );
    this.addSql(
      `create index \`swap_liquidity_move_member_id_id_index\` on \`swap_liquidity_move\` (\`member_id\`, \`id\`);`,
    );

    this.addSql(
      `create table \`swap_pool\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`fee_bps\` integer not null default 30, \`paused\` integer not null default false, \`fee_growth_inr\` text not null default '0', \`fee_growth_usdt\` text not null default '0', \`seeded_at\` datetime null);`,
    );

    this.addSql(
      `create table \`swap_position\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`growth_inr_checkpoint\` text not null default '0', \`growth_usdt_checkpoint\` text not null default '0', \`earned_inr\` bigint not null default '0', \`earned_usdt\` bigint not null default '0');`,
    );
    this.addSql(
      `create unique index \`swap_position_member_id_unique\` on \`swap_position\` (\`member_id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`swap\`;`);
    this.addSql(`drop table if exists \`swap_hour\`;`);
    this.addSql(`drop table if exists \`swap_liquidity_move\`;`);
    this.addSql(`drop table if exists \`swap_pool\`;`);
    this.addSql(`drop table if exists \`swap_position\`;`);
  }
}
