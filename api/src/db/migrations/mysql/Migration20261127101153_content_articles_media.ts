import { Migration } from '@mikro-orm/migrations';

export class Migration20261127101153_content_articles_media extends Migration {
  override name = 'Migration20261127101153_content_articles_media';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`article\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`seed_key\` varchar(64) null, \`title_hi_in\` varchar(200) not null, \`title_en_us\` varchar(200) not null, \`title_zh_cn\` varchar(200) not null, \`summary_hi_in\` varchar(500) not null, \`summary_en_us\` varchar(500) not null, \`summary_zh_cn\` varchar(500) not null, \`body_hi_in\` text not null, \`body_en_us\` text not null, \`body_zh_cn\` text not null, \`cover\` varchar(255) null, \`published\` tinyint(1) not null default false, \`published_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`article\` add unique \`article_seed_key_unique\` (\`seed_key\`);`);
    this.addSql(
      `alter table \`article\` add index \`article_published_published_at_index\` (\`published\`, \`published_at\`);`,
    );

    this.addSql(
      `create table \`media_item\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`seed_key\` varchar(64) null, \`kind\` varchar(8) not null, \`title_hi_in\` varchar(200) not null, \`title_en_us\` varchar(200) not null, \`title_zh_cn\` varchar(200) not null, \`path\` varchar(255) not null, \`poster\` varchar(255) null, \`published\` tinyint(1) not null default false, \`published_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`media_item\` add unique \`media_item_seed_key_unique\` (\`seed_key\`);`);
    this.addSql(
      `alter table \`media_item\` add index \`media_item_kind_published_published_at_index\` (\`kind\`, \`published\`, \`published_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`article\`;`);
    this.addSql(`drop table if exists \`media_item\`;`);
  }
}
