// Demo content for a new database, in the three interface languages.

type Text = { 'hi-in': string; 'en-us': string; 'zh-cn': string };
export type SeedNotice = { key: string; daysAgo: number; title: Text; summary: Text; body: Text };
export type SeedPage = { key: string; title: Text; body: Text };

export const seedNotices: SeedNotice[] = [
  {
    key: 'welcome',
    daysAgo: 30,
    title: {
      'en-us': 'Welcome to the platform',
      'zh-cn': '欢迎加入平台',
      'hi-in': 'प्लेटफ़ॉर्म पर आपका स्वागत है',
    },
    summary: {
      'en-us': 'Your account, your funds and your community, in one app.',
      'zh-cn': '您的账户、基金和社区，尽在一个应用中。',
      'hi-in': 'आपका खाता, आपके फ़ंड और आपका समुदाय — सब एक ही ऐप में।',
    },
    body: {
      'en-us':
        'Thank you for joining us. From the home page you can browse funds, check in every day, follow announcements and invite friends. Amounts are shown in rupees, and you can switch the language at any time under My > Language.',
      'zh-cn':
        '感谢您的加入。在首页您可以浏览基金、每日签到、查看公告并邀请好友。金额以卢比显示，您可以随时在“我的 > 语言”中切换语言。',
      'hi-in':
        'हमसे जुड़ने के लिए धन्यवाद। होम पेज पर आप फ़ंड देख सकते हैं, रोज़ चेक-इन कर सकते हैं, घोषणाएँ पढ़ सकते हैं और दोस्तों को आमंत्रित कर सकते हैं। राशियाँ रुपये में दिखाई जाती हैं, और आप "मेरा > भाषा" में जाकर कभी भी भाषा बदल सकते हैं।',
    },
  },
  {
    key: 'security-codes',
    daysAgo: 21,
    title: {
      'en-us': 'Never share your verification codes',
      'zh-cn': '切勿泄露您的验证码',
      'hi-in': 'अपने सत्यापन कोड कभी किसी को न बताएँ',
    },
    summary: {
      'en-us': 'Our staff will never ask for your password, payment password or authenticator code.',
      'zh-cn': '我们的工作人员绝不会索要您的密码、支付密码或验证器代码。',
      'hi-in': 'हमारे कर्मचारी आपसे कभी भी पासवर्ड, भुगतान पासवर्ड या ऑथेंटिकेटर कोड नहीं माँगेंगे।',
    },
    body: {
      'en-us':
        'Keep your login password, your six-digit payment password and your Google Authenticator codes to yourself. Customer service will never ask for them by chat, phone or e-mail. If someone does, report it in the customer service chat.',
      'zh-cn':
        '请妥善保管您的登录密码、六位数支付密码和谷歌验证器代码。客服绝不会通过聊天、电话或邮件向您索要这些信息。如有人索要，请在客服聊天中举报。',
      'hi-in':
        'अपना लॉग इन पासवर्ड, छह अंकों का भुगतान पासवर्ड और Google Authenticator कोड केवल अपने पास रखें। ग्राहक सेवा इन्हें चैट, फ़ोन या ईमेल से कभी नहीं माँगेगी। अगर कोई माँगे, तो ग्राहक सेवा चैट में इसकी शिकायत करें।',
    },
  },
  {
    key: 'usdt-networks',
    daysAgo: 14,
    title: {
      'en-us': 'USDT deposits on TRC20, ERC20 and BEP20',
      'zh-cn': 'USDT 充值支持 TRC20、ERC20 和 BEP20',
      'hi-in': 'USDT जमा अब TRC20, ERC20 और BEP20 पर',
    },
    summary: {
      'en-us': 'Choose the network before you copy the deposit address.',
      'zh-cn': '复制充值地址前，请先选择正确的网络。',
      'hi-in': 'जमा पता कॉपी करने से पहले सही नेटवर्क चुनें।',
    },
    body: {
      'en-us':
        'USDT can now be deposited over TRC20, ERC20 and BEP20. Each network has its own deposit address: select the network on the deposit page first, then copy the address. Funds sent over a different network than the one selected cannot be credited.',
      'zh-cn':
        '现在可以通过 TRC20、ERC20 和 BEP20 网络充值 USDT。每个网络都有各自的充值地址：请先在充值页面选择网络，再复制地址。通过与所选网络不同的网络转入的资金将无法入账。',
      'hi-in':
        'अब USDT को TRC20, ERC20 और BEP20 नेटवर्क से जमा किया जा सकता है। हर नेटवर्क का अपना जमा पता होता है: पहले जमा पेज पर नेटवर्क चुनें, फिर पता कॉपी करें। चुने गए नेटवर्क से अलग नेटवर्क पर भेजी गई राशि खाते में जमा नहीं की जा सकती।',
    },
  },
  {
    key: 'check-in-rewards',
    daysAgo: 9,
    title: {
      'en-us': 'Daily check-in: 30 days earn a trial contract',
      'zh-cn': '每日签到：连续 30 天可获得体验合约',
      'hi-in': 'रोज़ाना चेक-इन: 30 दिन पूरे करने पर ट्रायल कॉन्ट्रैक्ट',
    },
    summary: {
      'en-us': 'Check in every day; a missed day can be made up for a small fee.',
      'zh-cn': '每天签到；漏签的日子可以支付少量费用补签。',
      'hi-in': 'हर दिन चेक-इन करें; छूटा हुआ दिन थोड़े शुल्क पर पूरा किया जा सकता है।',
    },
    body: {
      'en-us':
        'Every account that checks in on 30 consecutive days receives one trial (experience) contract quota. If you miss a day within the current run, you can make it up from your balance on the check-in page.',
      'zh-cn':
        '每个连续签到 30 天的账户可获得一次体验合约额度。如果在本轮签到中漏签了某一天，可以在签到页面使用余额补签。',
      'hi-in':
        'लगातार 30 दिन चेक-इन करने वाले हर खाते को एक ट्रायल (अनुभव) कॉन्ट्रैक्ट कोटा मिलता है। अगर मौजूदा क्रम में कोई दिन छूट जाए, तो आप चेक-इन पेज पर अपने बैलेंस से उसे पूरा कर सकते हैं।',
    },
  },
  {
    key: 'fund-fees',
    daysAgo: 5,
    title: {
      'en-us': 'How fund income is shared',
      'zh-cn': '基金收益如何分配',
      'hi-in': 'फ़ंड की आय कैसे बाँटी जाती है',
    },
    summary: {
      'en-us': '45% of fund income goes to you; the first income arrives 24 hours after purchase.',
      'zh-cn': '基金收益的 45% 归您所有；首笔收益在购买 24 小时后到账。',
      'hi-in': 'फ़ंड की आय का 45% आपको मिलता है; पहली आय ख़रीद के 24 घंटे बाद आती है।',
    },
    body: {
      'en-us':
        'Of each fund’s income, the platform takes 5% as a management fee and 50% as the platform dividend, which also feeds the reserve fund. The remaining 45% is credited to you every 24 hours, starting 24 hours after purchase, and your principal returns when the fund matures.',
      'zh-cn':
        '每只基金的收益中，平台收取 5% 作为管理费，50% 作为平台分红（其中一部分注入储备基金），其余 45% 自购买 24 小时后起每 24 小时计入您的账户，基金到期时返还本金。',
      'hi-in':
        'हर फ़ंड की आय में से प्लेटफ़ॉर्म 5% प्रबंधन शुल्क और 50% प्लेटफ़ॉर्म लाभांश के रूप में लेता है, जिससे रिज़र्व फ़ंड भी भरता है। बाक़ी 45% ख़रीद के 24 घंटे बाद से हर 24 घंटे में आपके खाते में जमा होता है, और फ़ंड की अवधि पूरी होने पर आपकी मूल राशि लौटा दी जाती है।',
    },
  },
  {
    key: 'maintenance',
    daysAgo: 2,
    title: {
      'en-us': 'Scheduled maintenance on Sunday night',
      'zh-cn': '周日夜间系统维护通知',
      'hi-in': 'रविवार रात निर्धारित रखरखाव',
    },
    summary: {
      'en-us': 'Deposits and withdrawals pause from 01:00 to 02:00 IST.',
      'zh-cn': '印度标准时间 01:00 至 02:00 暂停充值和提现。',
      'hi-in': 'भारतीय समयानुसार रात 01:00 से 02:00 बजे तक जमा और निकासी रुकी रहेगी।',
    },
    body: {
      'en-us':
        'To upgrade our servers, deposits, withdrawals and conversions will pause on Sunday from 01:00 to 02:00 IST. Fund income is credited as usual, and nothing needs to be done on your side.',
      'zh-cn':
        '为升级服务器，周日印度标准时间 01:00 至 02:00 将暂停充值、提现和兑换。基金收益照常发放，您无需进行任何操作。',
      'hi-in':
        'सर्वर अपग्रेड के लिए रविवार को भारतीय समयानुसार रात 01:00 से 02:00 बजे तक जमा, निकासी और रूपांतरण रुके रहेंगे। फ़ंड की आय हमेशा की तरह जमा होगी, और आपको कुछ भी करने की ज़रूरत नहीं है।',
    },
  },
];

export const seedPages: SeedPage[] = [
  {
    key: 'about',
    title: { 'en-us': 'About us', 'zh-cn': '关于我们', 'hi-in': 'हमारे बारे में' },
    body: {
      'en-us':
        'We are an investment platform built for members in India who want to grow their savings with clear rules. Members hold a rupee balance and USDT, invest in term funds, subscribe to equity, stake and swap, and take part in a community of teams, plans and events.\n\nEvery rupee is recorded in a double-entry ledger, income is paid from funded platform accounts, and our operators review withdrawals and community plans by hand. The app speaks Hindi, English and Chinese, and customer service is available in the chat every day.',
      'zh-cn':
        '我们是一家面向印度会员的投资平台，帮助会员在清晰的规则下实现储蓄增长。会员可以持有卢比余额和 USDT，投资定期基金、认购股权、质押和兑换，并参与由团队、计划和活动组成的社区。\n\n每一卢比都记录在复式记账账本中，收益由平台注资账户支付，运营人员会人工审核提现和社区计划。应用支持印地语、英语和中文，客服每天在聊天中为您服务。',
      'hi-in':
        'हम भारत के उन सदस्यों के लिए बना एक निवेश प्लेटफ़ॉर्म हैं जो स्पष्ट नियमों के साथ अपनी बचत बढ़ाना चाहते हैं। सदस्य रुपये का बैलेंस और USDT रख सकते हैं, अवधि वाले फ़ंड में निवेश कर सकते हैं, इक्विटी ले सकते हैं, स्टेक और स्वैप कर सकते हैं, और टीमों, योजनाओं व कार्यक्रमों वाले समुदाय का हिस्सा बन सकते हैं।\n\nहर रुपया डबल-एंट्री लेजर में दर्ज होता है, आय प्लेटफ़ॉर्म के वित्तपोषित खातों से दी जाती है, और हमारे ऑपरेटर निकासी व सामुदायिक योजनाओं की जाँच स्वयं करते हैं। ऐप हिंदी, अंग्रेज़ी और चीनी में उपलब्ध है, और ग्राहक सेवा हर दिन चैट में उपलब्ध है।',
    },
  },
];
