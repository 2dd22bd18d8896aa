// Demo articles and gallery items for a new database, in the three interface languages. Bodies
// are Markdown (ADR 0035); images are files shipped in `demo-media/`, served under /uploads/demo/.

type Text = { 'hi-in': string; 'en-us': string; 'zh-cn': string };
export type SeedArticle = {
  key: string;
  daysAgo: number;
  cover: string | null;
  title: Text;
  summary: Text;
  body: Text;
};
export type SeedMedia = {
  key: string;
  daysAgo: number;
  kind: 'image' | 'video';
  path: string;
  poster: string | null;
  title: Text;
};

/** Where the demo files are served from, and the files themselves. */
export const DEMO_MEDIA_PREFIX = '/uploads/demo/';
export const DEMO_MEDIA_FILES: Record<string, string> = {
  'dinner.jpg': 'image/jpeg',
  'team.jpg': 'image/jpeg',
  'salon.jpg': 'image/jpeg',
  'office.jpg': 'image/jpeg',
  'harbour.webm': 'video/webm',
  'harbour.jpg': 'image/jpeg',
};

const demo = (name: string) => `${DEMO_MEDIA_PREFIX}${name}`;

export const seedArticles: SeedArticle[] = [
  {
    key: 'how-funds-work',
    daysAgo: 12,
    cover: demo('office.jpg'),
    title: {
      'en-us': 'How term funds work',
      'zh-cn': '定期基金如何运作',
      'hi-in': 'अवधि वाले फ़ंड कैसे काम करते हैं',
    },
    summary: {
      'en-us': 'What you buy, when income arrives and how your principal comes back.',
      'zh-cn': '您购买的是什么、收益何时到账以及本金如何返还。',
      'hi-in': 'आप क्या खरीदते हैं, आय कब आती है और मूलधन कैसे वापस मिलता है।',
    },
    body: {
      'en-us':
        '## Three steps\n\n1. **Choose a fund** on the funds tab: each shows its term, daily rate and minimum.\n2. **Buy** with your rupee balance and your six-digit payment password.\n3. **Collect**: income is added every day, and the principal returns at the end of the term.\n\n> Every rupee is recorded twice in our ledger, so what you see is what you hold.\n\nQuestions? Ask customer service in the chat.',
      'zh-cn':
        '## 三个步骤\n\n1. 在基金页**选择基金**：每只基金都显示期限、日收益率和起投金额。\n2. 使用卢比余额和六位数支付密码**购买**。\n3. **收取收益**：收益每天到账，期满后返还本金。\n\n> 每一卢比都在我们的账本中复式记录，您看到的就是您持有的。\n\n有疑问？请在聊天中咨询客服。',
      'hi-in':
        '## तीन कदम\n\n1. फ़ंड टैब पर **फ़ंड चुनें**: हर फ़ंड अपनी अवधि, दैनिक दर और न्यूनतम राशि दिखाता है।\n2. अपने रुपये बैलेंस और छह अंकों के भुगतान पासवर्ड से **खरीदें**।\n3. **आय पाएँ**: आय हर दिन जुड़ती है, और अवधि के अंत में मूलधन लौट आता है।\n\n> हमारे लेजर में हर रुपया दो बार दर्ज होता है, इसलिए जो आप देखते हैं वही आपके पास है।\n\nकोई सवाल? चैट में ग्राहक सेवा से पूछें।',
    },
  },
  {
    key: 'community-dinners',
    daysAgo: 8,
    cover: demo('dinner.jpg'),
    title: {
      'en-us': 'Host a community dinner',
      'zh-cn': '举办社区晚宴',
      'hi-in': 'सामुदायिक डिनर की मेज़बानी करें',
    },
    summary: {
      'en-us': 'Invite your team to a dinner, record a short video and submit your plan.',
      'zh-cn': '邀请您的团队共进晚餐，录制一段短视频并提交您的计划。',
      'hi-in': 'अपनी टीम को डिनर पर बुलाएँ, एक छोटा वीडियो बनाएँ और अपनी योजना जमा करें।',
    },
    body: {
      'en-us':
        'Dinners bring teams together. To have yours recognised:\n\n- book between **1 and 30 tables**;\n- take a poster photo of the evening;\n- record a short video in which you **say the date** of the dinner;\n- submit the plan from the home tab under *Dinner plan*.\n\nA reviewer checks that the date in the video matches the plan, usually within a day. You can follow it under *Records*.',
      'zh-cn':
        '晚宴让团队更加团结。想让您的晚宴获得认可：\n\n- 预订 **1 至 30 桌**；\n- 拍摄一张当晚的海报照片；\n- 录制一段短视频，并在视频中**说出晚宴日期**；\n- 在首页的*晚宴计划*中提交计划。\n\n审核人员会核对视频中的日期与计划是否一致，通常在一天内完成。您可以在*记录*中查看进度。',
      'hi-in':
        'डिनर टीमों को क़रीब लाते हैं। अपने डिनर को मान्यता दिलाने के लिए:\n\n- **1 से 30 टेबल** बुक करें;\n- शाम की एक पोस्टर फ़ोटो लें;\n- एक छोटा वीडियो बनाएँ जिसमें आप डिनर की **तारीख़ बोलें**;\n- होम टैब में *डिनर योजना* से योजना जमा करें।\n\nसमीक्षक जाँचते हैं कि वीडियो की तारीख़ योजना से मेल खाती है, आमतौर पर एक दिन के भीतर। आप इसे *रिकॉर्ड* में देख सकते हैं।',
    },
  },
  {
    key: 'safe-habits',
    daysAgo: 5,
    cover: null,
    title: {
      'en-us': 'Five habits that keep your account safe',
      'zh-cn': '保护账户安全的五个习惯',
      'hi-in': 'आपके खाते को सुरक्षित रखने की पाँच आदतें',
    },
    summary: {
      'en-us': 'Passwords, codes and links: small habits that stop most fraud.',
      'zh-cn': '密码、验证码和链接：小习惯阻止大多数诈骗。',
      'hi-in': 'पासवर्ड, कोड और लिंक: छोटी आदतें जो ज़्यादातर धोखाधड़ी रोकती हैं।',
    },
    body: {
      'en-us':
        '1. Use a login password you use nowhere else.\n2. Bind **Google Authenticator** under *My > Security*.\n3. Never tell anyone your payment password or a mailed code, not even customer service.\n4. Open the app only from its own address; ignore links sent by strangers.\n5. Check your balance history after every withdrawal.\n\nIf something looks wrong, write to customer service at once.',
      'zh-cn':
        '1. 使用一个在其他地方都不用的登录密码。\n2. 在*我的 > 安全*中绑定 **谷歌验证器**。\n3. 切勿向任何人透露支付密码或邮件验证码，包括客服。\n4. 只从官方地址打开应用，忽略陌生人发送的链接。\n5. 每次提现后查看余额记录。\n\n如发现异常，请立即联系客服。',
      'hi-in':
        '1. ऐसा लॉग इन पासवर्ड रखें जो आप कहीं और इस्तेमाल नहीं करते।\n2. *मेरा > सुरक्षा* में **Google Authenticator** जोड़ें।\n3. अपना भुगतान पासवर्ड या ईमेल से आया कोड किसी को न बताएँ, ग्राहक सेवा को भी नहीं।\n4. ऐप केवल उसके अपने पते से खोलें; अनजान लोगों के भेजे लिंक अनदेखा करें।\n5. हर निकासी के बाद अपना बैलेंस इतिहास देखें।\n\nकुछ गड़बड़ लगे तो तुरंत ग्राहक सेवा को लिखें।',
    },
  },
  {
    key: 'team-day',
    daysAgo: 2,
    cover: demo('team.jpg'),
    title: {
      'en-us': 'A team-building day by the sea',
      'zh-cn': '海边的团队建设日',
      'hi-in': 'समुद्र किनारे टीम-बिल्डिंग का दिन',
    },
    summary: {
      'en-us': 'Twenty-four members, one beach and a tug of war: pictures from last weekend.',
      'zh-cn': '二十四位会员、一片海滩和一场拔河：上周末的照片。',
      'hi-in': 'चौबीस सदस्य, एक समुद्र तट और रस्साकशी: पिछले सप्ताहांत की तस्वीरें।',
    },
    body: {
      'en-us':
        'Last weekend twenty-four members of one team met by the sea for games, lunch and a long walk.\n\n![The team on the beach](/uploads/demo/team.jpg)\n\nTeam-building plans need **15 to 30 people**. See more pictures in the [media gallery](#/pages/index/media).',
      'zh-cn':
        '上周末，一个团队的二十四位会员在海边相聚，做游戏、共进午餐并长途散步。\n\n![海滩上的团队](/uploads/demo/team.jpg)\n\n团队建设计划需要 **15 至 30 人**。更多照片请见[媒体库](#/pages/index/media)。',
      'hi-in':
        'पिछले सप्ताहांत एक टीम के चौबीस सदस्य खेल, दोपहर के भोजन और लंबी सैर के लिए समुद्र किनारे मिले।\n\n![समुद्र तट पर टीम](/uploads/demo/team.jpg)\n\nटीम-बिल्डिंग योजनाओं के लिए **15 से 30 लोग** चाहिए। और तस्वीरें [मीडिया गैलरी](#/pages/index/media) में देखें।',
    },
  },
];

export const seedMedia: SeedMedia[] = [
  {
    key: 'dinner',
    daysAgo: 9,
    kind: 'image',
    path: demo('dinner.jpg'),
    poster: null,
    title: { 'en-us': 'Community dinner in Pune', 'zh-cn': '浦那社区晚宴', 'hi-in': 'पुणे में सामुदायिक डिनर' },
  },
  {
    key: 'team',
    daysAgo: 2,
    kind: 'image',
    path: demo('team.jpg'),
    poster: null,
    title: { 'en-us': 'Team day by the sea', 'zh-cn': '海边团队日', 'hi-in': 'समुद्र किनारे टीम दिवस' },
  },
  {
    key: 'salon',
    daysAgo: 6,
    kind: 'image',
    path: demo('salon.jpg'),
    poster: null,
    title: {
      'en-us': 'Evening salon on saving',
      'zh-cn': '储蓄主题晚间沙龙',
      'hi-in': 'बचत पर शाम की सैलून चर्चा',
    },
  },
  {
    key: 'office',
    daysAgo: 15,
    kind: 'image',
    path: demo('office.jpg'),
    poster: null,
    title: {
      'en-us': 'Our customer service desk',
      'zh-cn': '我们的客服中心',
      'hi-in': 'हमारा ग्राहक सेवा डेस्क',
    },
  },
  {
    key: 'harbour',
    daysAgo: 3,
    kind: 'video',
    path: demo('harbour.webm'),
    poster: demo('harbour.jpg'),
    title: { 'en-us': 'Sunrise over the harbour', 'zh-cn': '港湾日出', 'hi-in': 'बंदरगाह पर सूर्योदय' },
  },
];
