import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040645_vip_promotion extends Migration {
  override name = 'Migration20261127040645_vip_promotion';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`challenge\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`title_hi_in\` varchar(120) not null, \`title_en_us\` varchar(120) not null, \`title_zh_cn\` varchar(120) not null, \`description_hi_in\` text not null, \`description_en_us\` text not null, \`description_zh_cn\` text not null, \`starts_at\` datetime(3) not null, \`ends_at\` datetime(3) not null, \`min_vip_level\` int not null, \`min_invested\` bigint not null, \`min_referrals\` int not null, \`reward\` bigint not null, \`state\` varchar(16) not null, \`settled_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`challenge\` add index \`challenge_state_ends_at_index\` (\`state\`, \`ends_at\`);`,
    );
    this.addSql(`alter table \`challenge\` add index \`challenge_ends_at_index\` (\`ends_at\`);`);

    this.addSql(
      `create table \`challenge_entry\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`challenge_id\` int not null, \`member_id\` int not null, \`outcome\` varchar(8) null, \`invested\` bigint null, \`referrals\` int null, \`reward_entry_id\` int null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`challenge_entry\` add index \`challenge_entry_member_id_index\` (\`member_id\`);`,
    );
    this.addSql(
      `alter table \`challenge_entry\` add unique \`challenge_entry_challenge_id_member_id_unique\` (\`challenge_id\`, \`member_id\`);`,
    );

    this.addSql(
      `create table \`vip_promotion\` (\`id\` int unsigned not null auto_increment primary key, \`member_id\` int not null, \`from_level\` int not null, \`to_level\` int not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`vip_promotion\` add index \`vip_promotion_member_id_to_level_index\` (\`member_id\`, \`to_level\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`challenge\`;`);
    this.addSql(`drop table if exists \`challenge_entry\`;`);
    this.addSql(`drop table if exists \`vip_promotion\`;`);
  }
}
