import { Migration } from '@mikro-orm/migrations';

export class Migration20261121071632_initial extends Migration {
  override name = 'Migration20261121071632_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`notice\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`seed_key\` varchar(64) null, \`title_hi_in\` varchar(200) not null, \`title_en_us\` varchar(200) not null, \`title_zh_cn\` varchar(200) not null, \`summary_hi_in\` varchar(500) not null, \`summary_en_us\` varchar(500) not null, \`summary_zh_cn\` varchar(500) not null, \`body_hi_in\` text not null, \`body_en_us\` text not null, \`body_zh_cn\` text not null, \`published_at\` datetime not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`notice\` add unique \`notice_seed_key_unique\` (\`seed_key\`);`);
    this.addSql(`alter table \`notice\` add index \`notice_published_at_index\` (\`published_at\`);`);

    this.addSql(
      `create table \`page\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`key\` varchar(64) not null, \`title_hi_in\` varchar(200) not null, \`title_en_us\` varchar(200) not null, \`title_zh_cn\` varchar(200) not null, \`body_hi_in\` text not null, \`body_en_us\` text not null, \`body_zh_cn\` text not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`page\` add unique \`page_key_unique\` (\`key\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`notice\`;`);
    this.addSql(`drop table if exists \`page\`;`);
  }
}
