import { Migration } from '@mikro-orm/migrations';

export class Migration20261127131108_chat_and_social extends Migration {
  override name = 'Migration20261127131108_chat_and_social';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`chat_conversation\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`kind\` varchar(8) not null, \`direct_key\` varchar(24) null, \`last_seq\` int not null default 0, \`last_message_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`chat_conversation\` add unique \`chat_conversation_direct_key_unique\` (\`direct_key\`);`,
    );

    this.addSql(
      `create table \`chat_file\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int null, \`operator\` varchar(80) null, \`name\` varchar(64) not null, \`kind\` varchar(8) not null, \`mime\` varchar(40) not null, \`size\` int not null, \`duration_ms\` int null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`chat_file\` add index \`chat_file_member_id_index\` (\`member_id\`);`);
    this.addSql(`alter table \`chat_file\` add unique \`chat_file_name_unique\` (\`name\`);`);

    this.addSql(
      `create table \`chat_group\` (\`conversation_id\` int unsigned not null auto_increment primary key, \`owner_id\` int not null, \`name\` varchar(40) not null, \`avatar\` varchar(64) null, \`introduction\` varchar(500) not null default '', \`join_mode\` varchar(8) not null default 'free', \`dissolved_at\` datetime(3) null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`chat_group\` add index \`chat_group_owner_id_index\` (\`owner_id\`);`);

    this.addSql(
      `create table \`chat_group_request\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`conversation_id\` int not null, \`member_id\` int not null, \`invited_by\` int null, \`message\` varchar(200) not null default '', \`state\` varchar(8) not null, \`decided_by\` int null, \`decided_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`chat_group_request\` add index \`chat_group_request_conversation_id_state_id_index\` (\`conversation_id\`, \`state\`, \`id\`);`,
    );
    this.addSql(
      `alter table \`chat_group_request\` add index \`chat_group_request_member_id_id_index\` (\`member_id\`, \`id\`);`,
    );

    this.addSql(
      `create table \`chat_member\` (\`conversation_id\` int unsigned not null, \`member_id\` int unsigned not null, \`role\` varchar(8) not null default 'member', \`last_read_seq\` int not null default 0, \`joined_at\` datetime(3) not null, primary key (\`conversation_id\`, \`member_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`chat_member\` add index \`chat_member_member_id_conversation_id_index\` (\`member_id\`, \`conversation_id\`);`,
    );

    this.addSql(
      `create table \`chat_message\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`conversation_id\` int not null, \`seq\` int not null, \`sender_id\` int null, \`sender_operator\` varchar(80) null, \`client_id\` varchar(64) not null, \`kind\` varchar(8) not null, \`body\` text not null, \`file_name\` varchar(64) null, \`duration_ms\` int null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`chat_message\` add unique \`chat_message_conversation_id_seq_unique\` (\`conversation_id\`, \`seq\`);`,
    );
    this.addSql(
      `alter table \`chat_message\` add unique \`chat_message_conversation_id_sender_id_client_id_unique\` (\`conversation_id\`, \`sender_id\`, \`client_id\`);`,
    );

    this.addSql(
      `create table \`friend_request\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`from_id\` int not null, \`to_id\` int not null, \`message\` varchar(200) not null default '', \`state\` varchar(8) not null, \`decided_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`friend_request\` add index \`friend_request_to_id_state_id_index\` (\`to_id\`, \`state\`, \`id\`);`,
    );
    this.addSql(
      `alter table \`friend_request\` add index \`friend_request_from_id_to_id_index\` (\`from_id\`, \`to_id\`);`,
    );

    this.addSql(
      `create table \`friendship\` (\`member_id\` int unsigned not null, \`friend_id\` int unsigned not null, \`created_at\` datetime(3) not null, primary key (\`member_id\`, \`friend_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`member_block\` (\`member_id\` int unsigned not null, \`blocked_id\` int unsigned not null, \`created_at\` datetime(3) not null, primary key (\`member_id\`, \`blocked_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`post\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`title\` varchar(100) not null, \`content\` text not null, \`images\` text not null, \`like_count\` int not null default 0, \`comment_count\` int not null default 0, \`deleted_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`post\` add index \`post_member_id_id_index\` (\`member_id\`, \`id\`);`);

    this.addSql(
      `create table \`post_comment\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`post_id\` int not null, \`member_id\` int not null, \`content\` varchar(500) not null, \`deleted_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`post_comment\` add index \`post_comment_post_id_id_index\` (\`post_id\`, \`id\`);`,
    );

    this.addSql(
      `create table \`post_like\` (\`post_id\` int unsigned not null, \`member_id\` int unsigned not null, \`created_at\` datetime(3) not null, primary key (\`post_id\`, \`member_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`service_ticket\` (\`conversation_id\` int unsigned not null auto_increment primary key, \`member_id\` int not null, \`state\` varchar(8) not null, \`operator\` varchar(80) null, \`last_member_message_at\` datetime(3) null, \`assigned_at\` datetime(3) null, \`closed_at\` datetime(3) null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`service_ticket\` add unique \`service_ticket_member_id_unique\` (\`member_id\`);`,
    );
    this.addSql(
      `alter table \`service_ticket\` add index \`service_ticket_state_last_member_message_at_index\` (\`state\`, \`last_member_message_at\`);`,
    );
    this.addSql(
      `alter table \`service_ticket\` add index \`service_ticket_operator_state_index\` (\`operator\`, \`state\`);`,
    );

    this.addSql(
      `create table \`social_notice\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`topic\` varchar(8) not null, \`actor_id\` int null, \`ref_id\` int null, \`detail\` text not null, \`read_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`social_notice\` add index \`social_notice_member_id_id_index\` (\`member_id\`, \`id\`);`,
    );
    this.addSql(
      `alter table \`social_notice\` add index \`social_notice_member_id_read_at_index\` (\`member_id\`, \`read_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`chat_conversation\`;`);
    this.addSql(`drop table if exists \`chat_file\`;`);
    this.addSql(`drop table if exists \`chat_group\`;`);
    this.addSql(`drop table if exists \`chat_group_request\`;`);
    this.addSql(`drop table if exists \`chat_member\`;`);
    this.addSql(`drop table if exists \`chat_message\`;`);
    this.addSql(`drop table if exists \`friend_request\`;`);
    this.addSql(`drop table if exists \`friendship\`;`);
    this.addSql(`drop table if exists \`member_block\`;`);
    this.addSql(`drop table if exists \`post\`;`);
    this.addSql(`drop table if exists \`post_comment\`;`);
    this.addSql(`drop table if exists \`post_like\`;`);
    this.addSql(`drop table if exists \`service_ticket\`;`);
    this.addSql(`drop table if exists \`social_notice\`;`);
  }
}
