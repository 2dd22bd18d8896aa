import { Migration } from '@mikro-orm/migrations';

export class Migration20261125044602_operator_action_reason_member_freezes extends Migration {
  override name = 'Migration20261125044602_operator_action_reason_member_freezes';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`member\` add \`login_frozen_at\` datetime(3) null, add \`withdrawal_frozen_at\` datetime(3) null, add \`frozen_reason\` varchar(255) null;`,
    );

    this.addSql(`alter table \`operator_action\` add \`reason\` varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table \`member\` drop column \`login_frozen_at\`, drop column \`withdrawal_frozen_at\`, drop column \`frozen_reason\`;`,
    );

    this.addSql(`alter table \`operator_action\` drop column \`reason\`;`);
  }
}
