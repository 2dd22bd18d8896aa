import { Migration } from '@mikro-orm/migrations';

export class Migration20261127131107_chat_and_social extends Migration {
  override name = 'Migration20261127131107_chat_and_social';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`chat_conversation\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`kind\` text not null, \`direct_key\` text null, \`last_seq\` integer not null default 0, \`last_message_at\` datetime null);`,
    );
    this.addSql(
      `create unique index \`chat_conversation_direct_key_unique\` on \`chat_conversation\` (\`direct_key\`);`,
    );

    this.addSql(
      `create table \`chat_file\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer null, \`operator\` text null, \`name\` text not null, \`kind\` text not null, \`mime\` text not null, \`size\` integer not null, \`duration_ms\` integer null);`,
    );
    this.addSql(`create index \`chat_file_member_id_index\` on \`chat_file\` (\`member_id\`);`);
    this.addSql(`create unique index \`chat_file_name_unique\` on \`chat_file\` (\`name\`);`);

    this.addSql(
      `create table \`chat_group\` (\`conversation_id\` integer not null primary key autoincrement, \`owner_id\` integer not null, \`name\` text not null, \`avatar\` text null, \`introduction\` text not null default '', \`join_mode\` text not null default 'free', \`dissolved_at\` datetime null, \`created_at\` datetime not null);`,
    );
    this.addSql(`create index \`chat_group_owner_id_index\` on \`chat_group\` (\`owner_id\`);`);

    this.addSql(
      `create table \`chat_group_request\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`conversation_id\` integer not null, \`member_id\` integer not null, \`invited_by\` integer null, \`message\` text not null default '', \`state\` text not null, \`decided_by\` integer null, \`decided_at\` datetime null);`,
    );
    this.addSql(
      `create index \`chat_group_request_conversation_id_state_id_index\` on \`chat_group_request\` (\`conversation_id\`, \`state\`, \`id\`);`,
    );
    this.addSql(
      `create index \`chat_group_request_member_id_id_index\` on \`chat_group_request\` (\`member_id\`, \`id\`);`,
    );

    this.addSql(
      `create table \`chat_member\` (\`conversation_id\` integer not null, \`member_id\` integer not null, \`role\` text not null default 'member', \`last_read_seq\` integer not null default 0, \`joined_at\` datetime not null, primary key (\`conversation_id\`, \`member_id\`));`,
    );
    this.addSql(
      `create index \`chat_member_member_id_conversation_id_index\` on \`chat_member\` (\`member_id\`, \`conversation_id\`);`,
    );

    this.addSql(
      `create table \`chat_message\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`conversation_id\` integer not null, \`seq\` integer not null, \`sender_id\` integer null, \`sender_operator\` text null, \`client_id\` text not null, \`kind\` text not null, \`body\` text not null, \`file_name\` text null, \`duration_ms\` integer null);`,
    );
    this.addSql(
      `create unique index \`chat_message_conversation_id_seq_unique\` on \`chat_message\` (\`conversation_id\`, \`seq\`);`,
    );
    this.addSql(
      `create unique index \`chat_message_conversation_id_sender_id_client_id_unique\` on \`chat_message\` (\`conversation_id\`, \`sender_id\`, \`client_id\`);`,
    );

    this.addSql(
      `create table \`friend_request\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`from_id\` integer not null, \`to_id\` integer not null, \`message\` text not null default '', \`state\` text not null, \`decided_at\` datetime null);`,
    );
    this.addSql(
      `create index \`friend_request_to_id_state_id_index\` on \`friend_request\` (\`to_id\`, \`state\`, \`id\`);`,
    );
    this.addSql(
      `create index \`friend_request_from_id_to_id_index\` on \`friend_request\` (\`from_id\`, \`to_id\`);`,
    );

    this.addSql(
      `create table \`friendship\` (\`member_id\` integer not null, \`friend_id\` integer not null, \`created_at\` datetime not null, primary key (\`member_id\`, \`friend_id\`));`,
    );

    this.addSql(
      `create table \`member_block\` (\`member_id\` integer not null, \`blocked_id\` integer not null, \`created_at\` datetime not null, primary key (\`member_id\`, \`blocked_id\`));`,
    );

    this.addSql(
      `create table \`post\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`title\` text not null, \`content\` text not null, \`images\` text not null, \`like_count\` integer not null default 0, \`comment_count\` integer not null default 0, \`deleted_at\` datetime null);`,
    );
    this.addSql(`create index \`post_member_id_id_index\` on \`post\` (\`member_id\`, \`id\`);`);

    this.addSql(
      `create table \`post_comment\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`post_id\` integer not null, \`member_id\` integer not null, \`content\` text not null, \`deleted_at\` datetime null);`,
    );
    this.addSql(`create index \`post_comment_post_id_id_index\` on \`post_comment\` (\`post_id\`, \`id\`);`);

    this.addSql(
      `create table \`post_like\` (\`post_id\` integer not null, \`member_id\` integer not null, \`created_at\` datetime not null, primary key (\`post_id\`, \`member_id\`));`,
    );

    this.addSql(
      `create table \`service_ticket\` (\`conversation_id\` integer not null primary key autoincrement, \`member_id\` integer not null, \`state\` text not null, \`operator\` text null, \`last_member_message_at\` datetime null, \`assigned_at\` datetime null, \`closed_at\` datetime null, \`created_at\` datetime not null);`,
    );
    this.addSql(
      `create unique index \`service_ticket_member_id_unique\` on \`service_ticket\` (\`member_id\`);`,
    );
    this.addSql(
      `create index \`service_ticket_state_last_member_message_at_index\` on \`service_ticket\` (\`state\`, \`last_member_message_at\`);`,
    );
    this.addSql(
      `create index \`service_ticket_operator_state_index\` on \`service_ticket\` (\`operator\`, \`state\`);`,
    );

    this.addSql(
      `create table \`social_notice\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`topic\` text not null, \`actor_id\` integer null, \`ref_id\` integer null, \`detail\` text not null, \`read_at\` datetime null);`,
    );
    this.addSql(
      `create index \`social_notice_member_id_id_index\` on \`social_notice\` (\`member_id\`, \`id\`);`,
    );
    this.addSql(
      `create index \`social_notice_member_id_read_at_index\` on \`social_notice\` (\`member_id\`, \`read_at\`);`,
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
