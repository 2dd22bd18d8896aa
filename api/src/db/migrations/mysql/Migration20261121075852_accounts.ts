import { Migration } from '@mikro-orm/migrations';

export class Migration20261121075852_accounts extends Migration {
  override name = 'Migration20261121075852_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`audit_event\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`type\` varchar(40) not null, \`ip\` varchar(64) not null, \`client\` varchar(64) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`audit_event\` add index \`audit_event_member_id_created_at_index\` (\`member_id\`, \`created_at\`);`,
    );

    this.addSql(
      `create table \`mail_code\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`mailbox\` varchar(254) not null, \`scene\` varchar(32) not null, \`code_hash\` varchar(64) not null, \`expires_at\` datetime(3) not null, \`attempts\` int not null default 0, \`used_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`mail_code\` add index \`mail_code_mailbox_scene_index\` (\`mailbox\`, \`scene\`);`,
    );

    this.addSql(
      `create table \`member\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`mailbox\` varchar(254) not null, \`password_hash\` varchar(255) not null, \`nickname\` varchar(40) not null, \`avatar\` varchar(255) null, \`invite_code\` varchar(16) not null, \`inviter_id\` int null, \`vip_level\` int not null default 0, \`lang\` varchar(8) not null, \`payment_password_hash\` varchar(64) null, \`totp_secret\` varchar(255) null, \`totp_pending_secret\` varchar(255) null, \`totp_last_step\` bigint null, \`withdraw_locked_until\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`member\` add unique \`member_mailbox_unique\` (\`mailbox\`);`);
    this.addSql(`alter table \`member\` add unique \`member_invite_code_unique\` (\`invite_code\`);`);
    this.addSql(`alter table \`member\` add index \`member_inviter_id_index\` (\`inviter_id\`);`);

    this.addSql(
      `create table \`outbox_mail\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`recipient\` varchar(254) not null, \`subject\` varchar(200) not null, \`text\` text not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`outbox_mail\` add index \`outbox_mail_recipient_index\` (\`recipient\`);`);

    this.addSql(
      `create table \`session\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`token_hash\` varchar(64) not null, \`client\` varchar(64) not null, \`ip\` varchar(64) not null, \`expires_at\` datetime(3) not null, \`revoked_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`session\` add index \`session_member_id_index\` (\`member_id\`);`);
    this.addSql(`alter table \`session\` add unique \`session_token_hash_unique\` (\`token_hash\`);`);

    this.addSql(
      `create table \`upload\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`name\` varchar(64) not null, \`mime\` varchar(40) not null, \`size\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`upload\` add index \`upload_member_id_index\` (\`member_id\`);`);
    this.addSql(`alter table \`upload\` add unique \`upload_name_unique\` (\`name\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`audit_event\`;`);
    this.addSql(`drop table if exists \`mail_code\`;`);
    this.addSql(`drop table if exists \`member\`;`);
    this.addSql(`drop table if exists \`outbox_mail\`;`);
    this.addSql(`drop table if exists \`session\`;`);
    this.addSql(`drop table if exists \`upload\`;`);
  }
}
