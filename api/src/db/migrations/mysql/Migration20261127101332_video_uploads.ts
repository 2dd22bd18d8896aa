import { Migration } from '@mikro-orm/migrations';

export class Migration20261127101332_video_uploads extends Migration {
  override name = 'Migration20261127101332_video_uploads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`video_upload\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`key\` varchar(32) not null, \`member_id\` int null, \`operator\` varchar(80) null, \`size\` int null, \`mime\` varchar(40) null, \`finished_at\` datetime(3) null, \`public_name\` varchar(40) null, \`plan_id\` int null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`video_upload\` add unique \`video_upload_key_unique\` (\`key\`);`);
    this.addSql(
      `alter table \`video_upload\` add unique \`video_upload_public_name_unique\` (\`public_name\`);`,
    );
    this.addSql(`alter table \`video_upload\` add unique \`video_upload_plan_id_unique\` (\`plan_id\`);`);
    this.addSql(
      `alter table \`video_upload\` add index \`video_upload_member_id_created_at_index\` (\`member_id\`, \`created_at\`);`,
    );
    this.addSql(
      `alter table \`video_upload\` add index \`video_upload_plan_id_created_at_index\` (\`plan_id\`, \`created_at\`);`,
    );

    this.addSql(`alter table \`upload\` add \`operator\` varchar(80) null;`);
    this.addSql(`alter table \`upload\` modify \`member_id\` int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`video_upload\`;`);

    this.addSql(`alter table \`upload\` drop column \`operator\`;`);
    this.addSql(`alter table \`upload\` modify \`member_id\` int not null;`);
  }
}
