/**
 * The design system's icons, all drawn by lucide (https://lucide.dev/icons/<glyph>): each export's
 * glyph, the group the Icons story shows it in, and what it stands for (its JSDoc). `root` icons are
 * those of the first screen (the tab bar, the home tab, the package root's components): the package
 * root exports them; `@h5/design-system/Icons` exports all the others, so a page loads only the
 * icons it may draw. `generateIcons.ts` writes the components and that sub-path's index from this
 * list; `icons.test.ts` fails when they no longer match it or the installed lucide-react.
 */
export const ICON_SET = {
  // Navigation: the tab bar, the navigation bar, cells and pagers.
  HomeIcon: { glyph: 'house', root: true, group: 'Navigation', use: 'Home tab.' },
  FundIcon: { glyph: 'trending-up', root: true, group: 'Navigation', use: 'Funds tab: a rising line.' },
  OrderIcon: { glyph: 'clipboard-list', root: true, group: 'Navigation', use: 'Orders tab: a list.' },
  WalletIcon: { glyph: 'wallet-minimal', root: true, group: 'Navigation', use: 'Wallet (property) tab.' },
  UserIcon: { glyph: 'user-round', root: true, group: 'Navigation', use: 'Profile tab; a member.' },
  BackIcon: {
    glyph: 'chevron-left',
    root: true,
    group: 'Navigation',
    use: 'Back, and the previous page of a pager.',
  },
  ArrowRightIcon: {
    glyph: 'chevron-right',
    group: 'Navigation',
    use: 'Right chevron at the end of a clickable cell; the next page of a pager.',
  },
  MenuIcon: { glyph: 'menu', group: 'Navigation', use: 'Opens a navigation menu.' },
  CloseIcon: { glyph: 'x', group: 'Navigation', use: 'Closes a drawer or a dialog.' },
  SignOutIcon: { glyph: 'log-out', group: 'Navigation', use: 'Signs out.' },
  ChevronDownIcon: {
    glyph: 'chevron-down',
    group: 'Navigation',
    use: 'Opens a list; the next month or year.',
  },
  ChevronUpIcon: {
    glyph: 'chevron-up',
    group: 'Navigation',
    use: 'Closes a list; the previous month or year.',
  },

  // Status: toasts, empty and error states, loading.
  SuccessIcon: {
    glyph: 'circle-check',
    root: true,
    group: 'Status',
    use: 'Tick in a circle for success toasts.',
  },
  ErrorIcon: {
    glyph: 'circle-x',
    root: true,
    group: 'Status',
    use: 'Cross in a circle for error toasts and states.',
  },
  WarningIcon: {
    glyph: 'triangle-exclamation-point',
    group: 'Status',
    use: 'Warning before an action that cannot be undone.',
  },
  DangerIcon: { glyph: 'octagon-exclamation-point', group: 'Status', use: 'Something failed or was lost.' },
  AlertIcon: {
    glyph: 'circle-exclamation-point',
    group: 'Status',
    use: 'Something needs attention: a message not sent.',
  },
  ClockIcon: { glyph: 'clock', group: 'Status', use: 'Pending: waiting for someone else.' },
  NoticeIcon: { glyph: 'megaphone', group: 'Status', use: 'An announcement.' },
  InfoIcon: { glyph: 'info', group: 'Status', use: 'Information; "about us".' },
  SpinnerIcon: {
    glyph: 'loader-circle',
    root: true,
    group: 'Status',
    use: 'Open ring that the caller rotates while something loads.',
  },
  InboxIcon: { glyph: 'inbox', root: true, group: 'Status', use: 'Empty tray for empty states.' },
  CloudOffIcon: {
    glyph: 'cloud-off',
    root: true,
    group: 'Status',
    use: 'Broken connection for error states.',
  },

  // Actions: controls inside components.
  CheckIcon: { glyph: 'check', group: 'Actions', use: 'Plain tick for checkboxes and selected options.' },
  PlusIcon: { glyph: 'plus', group: 'Actions', use: 'Plus sign for "add" and "upload" tiles.' },
  EyeIcon: { glyph: 'eye', group: 'Actions', use: 'Open eye: reveals hidden text.' },
  EyeOffIcon: { glyph: 'eye-off', group: 'Actions', use: 'Crossed-out eye: hides revealed text again.' },
  MicIcon: { glyph: 'mic', group: 'Actions', use: 'Records a voice message.' },
  PlayIcon: { glyph: 'play', group: 'Actions', use: 'Plays a recording.' },
  HeartIcon: { glyph: 'heart', group: 'Actions', use: 'Likes a post (filled once liked).' },
  CommentIcon: { glyph: 'message-circle', group: 'Actions', use: "A post's comments." },
  PauseIcon: { glyph: 'pause', group: 'Actions', use: 'Pauses a recording.' },
  KeyboardIcon: { glyph: 'keyboard', group: 'Actions', use: "Back to typing, from the chat's voice input." },
  ImageIcon: { glyph: 'image', group: 'Actions', use: 'Sends a picture in a chat.' },
  SendIcon: { glyph: 'send-horizontal', group: 'Actions', use: 'Sends a chat message.' },
  ChatIcon: {
    glyph: 'messages-square',
    group: 'Actions',
    use: 'The chat: conversations with friends and groups.',
  },
  AddFriendIcon: { glyph: 'user-round-plus', group: 'Actions', use: 'Adds a friend.' },
  NewGroupIcon: { glyph: 'message-square-plus', group: 'Actions', use: 'Creates a group chat.' },
  GroupIcon: { glyph: 'users-round', group: 'Actions', use: 'A group chat; joins a group.' },
  RetryIcon: { glyph: 'rotate-cw', group: 'Actions', use: 'Tries a failed load again.' },
  FilterIcon: { glyph: 'funnel', group: 'Actions', use: 'Filters a list or a table.' },
  SearchIcon: { glyph: 'search', group: 'Actions', use: 'Searches.' },
  CalendarIcon: { glyph: 'calendar-days', group: 'Actions', use: 'A date field: opens its calendar.' },
  SortIcon: { glyph: 'chevrons-up-down', group: 'Actions', use: 'A column that is not sorted but can be.' },
  SortAscendingIcon: {
    glyph: 'arrow-up',
    group: 'Actions',
    use: 'A column sorted in ascending order; "slide up" while recording a voice message.',
  },
  SortDescendingIcon: { glyph: 'arrow-down', group: 'Actions', use: 'A column sorted in descending order.' },

  // Money: the wallet's entries.
  DepositIcon: { glyph: 'banknote-arrow-down', root: true, group: 'Money', use: 'Deposit: money coming in.' },
  WithdrawIcon: { glyph: 'banknote-arrow-up', group: 'Money', use: 'Withdrawal: money going out.' },
  ConvertIcon: { glyph: 'arrow-left-right', group: 'Money', use: 'Conversion between two currencies.' },
  SwapIcon: {
    glyph: 'arrow-down-up',
    group: 'Money',
    use: 'The swap market: one asset for another at the pool price; turns a swap around.',
  },
  StatementIcon: {
    glyph: 'receipt-text',
    group: 'Money',
    use: 'Balance details: the movements of an account.',
  },
  GuaranteeIcon: { glyph: 'shield-check', group: 'Money', use: 'Balance guarantee.' },
  ReserveIcon: { glyph: 'landmark', group: 'Money', use: 'Market reserve.' },
  AddressIcon: { glyph: 'book-user', group: 'Money', use: 'Address book of withdrawal addresses.' },

  // Member: the home tab's and the user tab's entries.
  CheckInIcon: { glyph: 'calendar-check', root: true, group: 'Member', use: 'Daily check-in.' },
  MakeUpIcon: { glyph: 'rotate-ccw', group: 'Member', use: 'A missed check-in day made up afterwards.' },
  InviteIcon: { glyph: 'user-round-plus', root: true, group: 'Member', use: 'Invite friends.' },
  TeamIcon: {
    glyph: 'users-round',
    root: true,
    group: 'Member',
    use: "A member's team; a group of members.",
  },
  VipIcon: { glyph: 'crown', root: true, group: 'Member', use: 'VIP level and benefits.' },
  RankingIcon: { glyph: 'podium', root: true, group: 'Member', use: 'Rankings.' },
  ChallengeIcon: { glyph: 'target', root: true, group: 'Member', use: 'Challenges: a goal to reach.' },
  ArticleIcon: { glyph: 'newspaper', group: 'Member', use: 'Articles to read.' },
  GalleryIcon: {
    glyph: 'images',

    group: 'Member',
    use: 'The media gallery: pictures and films.',
  },
  DinnerIcon: { glyph: 'utensils-crossed', group: 'Member', use: 'A community dinner plan.' },
  TeamBuildingIcon: { glyph: 'tent', group: 'Member', use: 'A team-building day plan.' },
  SalonIcon: { glyph: 'presentation', group: 'Member', use: 'A salon: a talk to a group.' },
  RecordsIcon: {
    glyph: 'clipboard-check',

    group: 'Member',
    use: "A member's submitted plans and how they were reviewed.",
  },
  LanguageIcon: { glyph: 'languages', group: 'Member', use: 'Language setting.' },
  SettingsIcon: { glyph: 'settings', group: 'Member', use: 'Settings.' },
  SecurityIcon: { glyph: 'lock-keyhole', group: 'Member', use: 'Security centre: password and passcode.' },
  VersionIcon: { glyph: 'smartphone', group: 'Member', use: 'The app and its version.' },

  // Console: the operator console's navigation.
  DashboardIcon: {
    glyph: 'layout-dashboard',
    group: 'Console',
    use: "The operator console's overview page.",
  },
} as const satisfies Record<string, { glyph: string; group: string; use: string; root?: true }>;

export type IconName = keyof typeof ICON_SET;
