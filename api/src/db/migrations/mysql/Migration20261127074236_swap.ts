import { Migration } from '@mikro-orm/migrations';

export class Migration20261127074236_swap extends Migration {
  override name = 'Migration20261127074236_swap';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`swap\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`from_asset\` varchar(8) not null, \`to_asset\` varchar(8) not null, \`amount_in\` bigint not null, \`amount_out\` bigint not null, \`fee\` bigint not null, \`price_micro\` bigint not null, \`entry_id\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`swap\` add index \`swap_member_id_id_index\` (\`member_id\`, \`id\`);`);

    this.addSql(
      `create table \`swap_hour\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`hour_start\` datetime(3) not null, \`price_micro\` bigint not null, \`volume_inr\` bigint not null default '0', \`volume_usdt\` bigint not null default '0', \`swaps\` int not null default 0) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`swap_hour\` add unique \`swap_hour_hour_start_unique\` (\`hour_start\`);`);

    this.addSql(
      `create table \`swap_liquidity_move\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int null, \`actor\` varchar(80) not null, \`kind\` varchar(8) not null, \`inr\` bigint not null, \`usdt\` bigint not null, \`shares\` bigint not null, \`entry_id\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`swap_liquidity_move\` add index \`swap_liquidity_move_member_id_id_index\` (\`member_id\`, \`id\`);`,
    );

    this.addSql(
      `create table \`swap_pool\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`fee_bps\` int not null default 30, \`paused\` tinyint(1) not null default false, \`fee_growth_inr\` varchar(80) not null default '0', \`fee_growth_usdt\` varchar(80) not null default '0', \`seeded_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`swap_position\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`growth_inr_checkpoint\` varchar(80) not null default '0', \`growth_usdt_checkpoint\` varchar(80) not null default '0', \`earned_inr\` bigint not null default '0', \`earned_usdt\` bigint not null default '0') default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`swap_position\` add unique \`swap_position_member_id_unique\` (\`member_id\`);`,
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
