import { Migration } from '@mikro-orm/migrations';

export class Migration20261127102632_plans extends Migration {
  override name = 'Migration20261127102632_plans';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`plan\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`kind\` varchar(8) not null, \`state\` varchar(8) not null, \`theme\` varchar(120) not null, \`country_code\` varchar(2) not null, \`city_id\` varchar(200) not null, \`city_name\` varchar(120) not null, \`host\` varchar(80) not null, \`tables\` int null, \`people\` int null, \`date\` varchar(10) not null, \`poster\` varchar(64) not null, \`video_upload_id\` int not null, \`phone\` varchar(20) not null, \`reviewed_at\` datetime(3) null, \`reviewed_by\` varchar(80) null, \`refusal_reason\` varchar(24) null, \`refusal_note\` varchar(500) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`plan\` add unique \`plan_video_upload_id_unique\` (\`video_upload_id\`);`);
    this.addSql(
      `alter table \`plan\` add index \`plan_member_id_state_id_index\` (\`member_id\`, \`state\`, \`id\`);`,
    );
    this.addSql(`alter table \`plan\` add index \`plan_state_id_index\` (\`state\`, \`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`plan\`;`);
  }
}
