import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040644_vip_promotion extends Migration {
  override name = 'Migration20261127040644_vip_promotion';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`challenge\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`title_hi_in\` text not null, \`title_en_us\` text not null, \`title_zh_cn\` text not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`starts_at\` datetime not null, \`ends_at\` datetime not null, \`min_vip_level\` integer not null, \`min_invested\` bigint not null, \`min_referrals\` integer not null, \`reward\` bigint not null, \`state\` text not null, \`settled_at\` datetime null);`,
    );
    this.addSql(`create index \`challenge_state_ends_at_index\` on \`challenge\` (\`state\`, \`ends_at\`);`);
    this.addSql(`create index \`challenge_ends_at_index\` on \`challenge\` (\`ends_at\`);`);

    this.addSql(
      `create table \`challenge_entry\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`challenge_id\` integer not null, \`member_id\` integer not null, \`outcome\` text null, \`invested\` bigint null, \`referrals\` integer null, \`reward_entry_id\` integer null);`,
    );
    this.addSql(`create index \`challenge_entry_member_id_index\` on \`challenge_entry\` (\`member_id\`);`);
    this.addSql(
      `create unique index \`challenge_entry_challenge_id_member_id_unique\` on \`challenge_entry\` (\`challenge_id\`, \`member_id\`);`,
    );

    this.addSql(
      `create table \`vip_promotion\` (\`id\` integer not null primary key autoincrement, \`member_id\` integer not null, \`from_level\` integer not null, \`to_level\` integer not null, \`created_at\` datetime not null);`,
    );
    this.addSql(
      `create index \`vip_promotion_member_id_to_level_index\` on \`vip_promotion\` (\`member_id\`, \`to_level\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`challenge\`;`);
    this.addSql(`drop table if exists \`challenge_entry\`;`);
    this.addSql(`drop table if exists \`vip_promotion\`;`);
  }
}
