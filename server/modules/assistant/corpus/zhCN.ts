import type { CorpusTranslation } from './translation';

export const zhCN: CorpusTranslation = {
  texts: {
    dontKnow: '抱歉，这个问题我没有确切的答案。请通过联系表单给我们的团队留言，会有工作人员帮你解决。',
    contactForm: '联系表单',
    unavailable: '抱歉，助手暂时不可用。欢迎发邮件到 {email} 联系我们。',
    darkModeOn: '好的，我这就为你打开深色模式。',
    darkModeLink: '打开深色模式',
    lightModeOn: '好的，我这就为你打开浅色模式。',
    lightModeLink: '打开浅色模式',
    searching: '正在搜索“{term}”。',
    searchLink: '搜索“{term}”',
  },
  entries: {
    feed: {
      keywords: '动态 首页 视频 短视频 刷视频 看视频 观看 滑动 为你推荐 推荐 信息流',
      answer: '首页会播放你的短视频动态：“为你推荐”展示符合你的点赞和游戏喜好的短视频，“关注”展示你关注的人发布的短视频。',
      links: ['前往动态'],
    },
    'feed-following': {
      keywords: '关注 关注的人 关注列表 粉丝 取关 取消关注 订阅 关注按钮 标签页',
      answer: '在对方的主页点击“关注”按钮即可关注。之后，他们的短视频会出现在首页的“关注”标签页中。',
      links: ['前往动态'],
    },
    explore: {
      keywords: '探索 发现 热门 趋势 新视频 流行 热榜 逛逛 社区',
      answer: '在“探索”里，你可以找到社区中热门的短视频、游戏和趋势。',
      links: ['探索'],
    },
    upload: {
      keywords: '上传 上传视频 发视频 传视频 发布 投稿 短视频 发布作品 发帖',
      answer: '在“上传”中上传视频（最大 200 MB，最长 3 分钟）。你需要一个已验证邮箱的账号。',
      links: ['上传视频'],
    },
    'upload-processing': {
      keywords: '视频 处理 处理中 很慢 一直转圈 失败 上传失败 格式 mp4 转码',
      answer: '上传后，你的视频会进行处理，处理进度可以在工作室的“内容”中查看。如果处理失败，那里也会显示原因。',
      links: ['我的内容'],
    },
    'likes-comments': {
      keywords: '点赞 赞 爱心 评论 发评论 回复 留言 气泡 喜欢',
      answer: '点一下爱心即可给短视频点赞，点一下对话气泡即可查看和发表评论。',
      links: ['前往动态'],
    },
    history: {
      keywords: '历史记录 观看记录 播放记录 浏览记录 看过的视频 最近看过 历史 足迹',
      answer: '你最近看过的短视频都在“历史记录”里。',
      links: ['历史记录'],
    },
    studio: {
      keywords: '工作室 创作者 创作者工作室 仪表板 数据 数据统计 播放量 管理内容 后台 数据分析',
      answer: '在工作室里，你可以作为创作者查看播放量和数据统计，并管理你的短视频和游戏。',
      links: ['工作室仪表板', '内容'],
    },
    games: {
      keywords: '游戏 游戏目录 目录 分类 类别 找游戏 浏览 游戏库 排序 热门游戏',
      answer: '在游戏目录中，你可以按分类浏览游戏，按热门、最新或评分排序，还能找到网页游戏。',
      links: ['游戏目录'],
    },
    'play-browser': {
      keywords: '浏览器 网页游戏 页游 在浏览器中玩 直接玩 开始游戏 免下载 不用下载 即点即玩 沙盒',
      answer: '很多游戏可以直接在浏览器里玩：打开游戏页面，点击“在浏览器中玩”即可。这些游戏在沙盒中隔离运行；在目录中使用“可在浏览器中玩”筛选，就只会显示这类游戏。',
      links: ['网页游戏', '游戏目录'],
    },
    'play-page': {
      keywords: '我的游戏 继续游戏 继续玩 最近玩过 推荐 收藏 游戏记录 玩过的游戏',
      answer: '在“我的游戏”里，可以看到你最近玩过的游戏、你的收藏、推荐，以及收藏游戏的新动态。',
      links: ['我的游戏'],
    },
    favourites: {
      keywords: '收藏 我的收藏 收藏夹 爱心 喜欢的游戏 收藏的游戏 保存 书签 最爱',
      answer: '在游戏页面点击“收藏”（爱心）。你收藏的游戏会显示在“我的游戏”和你的主页上，它们的更新可以在“更新”中查看。',
      links: ['我的游戏', '游戏目录'],
    },
    'age-rating': {
      keywords: 'usk 年龄 年龄分级 分级 未成年 青少年保护 18岁 16岁 12岁 年龄验证 限制级',
      answer: '游戏都标有 USK 年龄分级（例如 USK 12）。启动分级较高的游戏前，Spielraum 会询问你的年龄。',
      links: ['游戏目录'],
    },
    'game-rating': {
      keywords: '评分 打分 给游戏评分 星级 星星 评价 点评 测评',
      answer: '在游戏页面，你可以用星级给游戏评分。',
      links: ['游戏目录'],
    },
    updates: {
      keywords: '更新 游戏更新 新闻 消息 补丁 更新日志 版本更新 公告 patch',
      answer: '在“更新”中，你可以阅读开发者发布的游戏最新消息。',
      links: ['更新', '游戏更新'],
    },
    'updates-create': {
      keywords: '发布更新 撰写更新 写更新 创建更新 开发者 更新日志 补丁说明 发公告',
      answer: '作为创作者，你可以在“撰写更新”中为你的游戏发布更新。',
      links: ['撰写更新'],
    },
    'game-upload': {
      keywords: '上传游戏 发布游戏 自己的游戏 自制游戏 独立游戏 开发者 创建游戏 网页版 zip index html 封面',
      answer: '在“创建游戏”中添加你自己的游戏。之后上传封面；如果游戏能在浏览器中运行，再上传网页版：一个包含 index.html 的 ZIP 文件，最大 50 MB。',
      links: ['创建游戏'],
    },
    'ai-game': {
      keywords: 'ai 生成游戏 ai做游戏 ai创建游戏 一句话 文字生成游戏 ai工坊 生成器 自动生成 做游戏',
      answer: '在“AI 工坊”中用一句话描述一个游戏，Spielraum 就会把它做成一个可以玩的网页游戏。',
      links: ['AI 生成器'],
    },
    'ai-podcast': {
      keywords: '播客 创建播客 生成播客 ai 语音 配音 声音 电台 音频',
      answer: '在“AI 工坊”中，你可以根据一段描述生成一档由两个声音主持的播客。',
      links: ['AI 生成器'],
    },
    giveaways: {
      keywords: '抽奖 参与抽奖 参加抽奖 参加 参与 赠品 福利 中奖 开奖 活动 种子 送礼',
      answer: '正在进行的抽奖，点击“参与”即可加入；你的参与记录和中奖情况可以在“我的参与”中查看。每次开奖都能用公开的种子进行验证。',
      links: ['抽奖', '我的参与'],
    },
    'giveaways-own': {
      keywords: '发起抽奖 创建抽奖 举办抽奖 我的抽奖 自己的抽奖 送福利 奖品 开奖',
      answer: '在“我的抽奖”中为你自己的游戏发起抽奖：填写奖品、中奖名额和截止时间即可，开奖会自动进行。',
      links: ['我的抽奖'],
    },
    leaderboard: {
      keywords: '排行榜 排名 榜单 名次 积分 创作者 前几名 热门 排位',
      answer: '排行榜展示本周、本月或全部时间内，游戏被玩得最多、收藏最多和点赞最多的创作者。',
      links: ['排行榜'],
    },
    profile: {
      keywords: '主页 个人主页 我的主页 个人资料 头像 换头像 简介 修改 编辑 资料 签名',
      answer: '你的主页会展示你的短视频、收藏和好友。头像和简介可以在设置中修改。',
      links: ['设置'],
    },
    username: {
      keywords: '用户名 名字 昵称 改名 修改用户名 账号名 改昵称 重命名',
      answer: '你可以在设置的“我的账号”中修改用户名。',
      links: ['账号设置'],
    },
    password: {
      keywords: '密码 修改密码 改密码 忘记密码 重置密码 找回密码 登录不了 密码错误',
      answer: '你可以在设置的“我的账号”中修改密码。如果忘记了密码，请在登录时使用“忘记密码”。',
      links: ['账号设置'],
    },
    'email-verify': {
      keywords: '邮箱 验证邮箱 邮件 验证 验证邮件 收不到 没收到 验证链接 重新发送',
      answer: '注册后，你会收到一封带有验证链接的邮件。你可以在“验证邮箱”页面重新申请发送。',
      links: ['验证邮箱'],
    },
    signup: {
      keywords: '注册 创建账号 注册账号 登录 登陆 google 谷歌 新用户 开始使用',
      answer: '使用邮箱地址或 Google 注册。之后验证你的邮箱，并选择你的语言。',
      links: ['欢迎'],
    },
    friends: {
      keywords: '好友 加好友 添加好友 好友申请 好友请求 好友列表 朋友 通过申请',
      answer: '在对方的主页发送好友申请；你可以在“好友”中接受和管理好友申请。',
      links: ['好友'],
    },
    groups: {
      keywords: '群组 群聊 建群 创建群组 拉群 多人聊天 群 小组',
      answer: '在群组里，你可以同时和多个人聊天。你可以在“消息”中创建群组。',
      links: ['消息'],
    },
    chat: {
      keywords: '聊天 消息 私信 发消息 私聊 对话 发送 dm 信息',
      answer: '私信和群聊都在“消息”中。',
      links: ['消息'],
    },
    encryption: {
      keywords: '加密 端到端加密 端对端 安全 聊天 偷看 监听 聊天记录 e2e',
      answer: '私聊采用端到端加密：只有你和你的聊天对象能看到内容。',
      links: ['消息', '隐私'],
    },
    forum: {
      keywords: '论坛 话题 发起话题 帖子 发帖 讨论 提问 讨论区 主题',
      answer: '你可以在论坛中围绕各种话题展开讨论；点击“发起话题”即可开始一个新话题。',
      links: ['论坛', '发起话题'],
    },
    notifications: {
      keywords: '通知 推送 消息提醒 提醒 铃铛 关闭通知 通知设置 免打扰',
      answer: '你可以在设置的“通知”中选择接收哪些通知。',
      links: ['通知'],
    },
    'privacy-settings': {
      keywords: '隐私 隐私设置 私密 可见范围 谁能看 谁看得到 公开 仅好友可见 权限',
      answer: '在设置的“隐私”中，你可以决定谁能看到你的主页和活动。',
      links: ['隐私设置'],
    },
    'privacy-policy': {
      keywords: '隐私政策 数据 个人信息 个人数据 数据保护 gdpr 存储 信息收集',
      answer: '我们如何处理你的数据，请参阅隐私政策。',
      links: ['隐私政策'],
    },
    cookies: {
      keywords: 'cookie cookie政策 cookie设置 横幅 同意 跟踪 追踪 分析 弹窗',
      answer: '你可以随时在 Cookie 页面更改你的 Cookie 同意设置。',
      links: ['Cookie'],
    },
    block: {
      keywords: '拉黑 拉黑用户 黑名单 封锁 骚扰 阻止 被骚扰 不让联系',
      answer: '在对方主页的菜单中选择“拉黑”；被拉黑的人将无法再联系你。',
      links: ['好友'],
    },
    mute: {
      keywords: '屏蔽 不看 隐藏 不想看 不再显示 静音 减少推荐 不感兴趣',
      answer: '在对方的主页选择“屏蔽”后，你就不会再看到这个人的短视频，也不用拉黑对方。',
      links: ['前往动态'],
    },
    report: {
      keywords: '举报 投诉 违规 不当内容 违规内容 垃圾信息 广告 辱骂',
      answer: '不当的短视频、评论或主页，可以通过菜单中的“举报”进行举报。我们的团队会审核每一条举报。',
      links: ['联系我们'],
    },
    search: {
      keywords: '搜索 查找 找人 搜用户 搜游戏 放大镜 搜 查询',
      answer: '点击顶部的放大镜，即可搜索用户、短视频和游戏。',
      links: ['打开搜索'],
    },
    boostz: {
      keywords: 'boostz 货币 虚拟货币 金币 代币 余额 充值 购买 氪金',
      answer: 'boostz 是 Spielraum 的虚拟货币。你可以在“boostz”中购买，并在商店里使用。',
      links: ['boostz', '商店'],
    },
    shop: {
      keywords: '商店 商城 购买 买 头像框 边框 装扮 道具 皮肤',
      answer: '在商店里，你可以用 boostz 兑换头像框和其他附加内容。',
      links: ['商店'],
    },
    locker: {
      keywords: '储物柜 背包 库存 已购买 买过的 头像框 佩戴 装备 我的物品',
      answer: '你买的东西都放在储物柜里，你可以在那里佩戴头像框。',
      links: ['储物柜'],
    },
    rewards: {
      keywords: '奖励 领取奖励 每日奖励 签到 领取 每日 登录奖励 奖品',
      answer: '在“奖励”页面领取你的奖励。',
      links: ['奖励'],
    },
    'earn-boostz': {
      keywords: 'boostz 获得 赚取 免费 领取 更多 获取',
      answer: '每天可在“奖励”领取 boostz，完成任务、兑换码和推广计划也能获得；也可以在“boostz”购买礼包。',
      links: ['奖励', '任务', 'boostz'],
    },
    redeem: {
      keywords: '兑换码 兑换 礼品码 优惠券 激活码 代码 输入兑换码 礼包码',
      answer: '礼品码可以在“兑换码”页面兑换。',
      links: ['兑换码'],
    },
    donate: {
      keywords: '打赏 赞助 支持 捐赠 送 boostz 创作者 礼物 支持作者',
      answer: '你可以用 boostz 支持创作者：在他们的主页或短视频上点击“打赏”。',
      links: ['boostz'],
    },
    subscription: {
      keywords: '订阅 会员 高级会员 premium 包月 取消订阅 退订 续费 自动续费',
      answer: '在“boostz”页面订阅，可随时取消。',
      links: ['boostz', '取消订阅'],
    },
    affiliate: {
      keywords: '推广计划 邀请 邀请好友 推荐 拉新 邀请码 分享 返利',
      answer: '通过推广计划邀请好友，即可获得 boostz。',
      links: ['推广计划'],
    },
    quests: {
      keywords: '任务 任务系统 目标 人生目标 动力 激励 每日任务 每周任务 挑战',
      answer: '在任务系统中，你可以通过激励人心的任务实现人生目标。',
      links: ['任务'],
    },
    vote: {
      keywords: '投票 去投票 表决 问卷 选举 调查 民意 意见',
      answer: '在“投票”中，你可以为游戏和功能投票（需要已验证的邮箱）。',
      links: ['投票'],
    },
    wellbeing: {
      keywords: '健康游戏 身心健康 游戏时长 游戏时间 目标 玩太多 沉迷 限制 防沉迷 休息',
      answer: '在“健康游戏”中，你可以设置游戏时长目标，并查看自己玩了多久。',
      links: ['打开目标'],
    },
    'preplay-gate': {
      keywords: '游戏前 提问 询问 超过目标 超时 开始游戏 提示 警告 弹窗 确认',
      answer: '如果你设置了游戏时长目标，那么目标达成后再启动游戏时，Spielraum 会先问你是否仍然要玩。',
      links: ['打开目标'],
    },
    mood: {
      keywords: '心情 情绪 心情调查 今天心情 弹窗 提问 刷视频 询问 感受',
      answer: '在你刷视频时，Spielraum 有时会询问你的心情，帮你留意自己的身心状态。',
      links: ['健康游戏'],
    },
    launcher: {
      keywords: '启动器 桌面启动器 桌面应用 客户端 安装 下载 安装包 电脑版 启动',
      answer: '通过桌面启动器，你可以直接从网站启动已安装的游戏。',
      links: ['连接启动器'],
    },
    'launcher-links': {
      keywords: 'spielraum 链接 spielraum:// 打不开 无法启动 没反应 协议 启动器',
      answer: '以 spielraum:// 开头的链接会打开桌面启动器。如果打不开，请（重新）安装启动器，并允许浏览器打开它。',
      links: ['连接启动器'],
    },
    connections: {
      keywords: '关联 已关联账号 关联账号 绑定 绑定账号 连接 steam roblox steamid',
      answer: '在设置的“已关联账号”中关联 Steam 和 Roblox——Steam 可以用你的 SteamID64 或个人资料地址关联。',
      links: ['已关联账号'],
    },
    'delete-account': {
      keywords: '删除账号 注销 注销账号 删号 销户 永久删除 移除账号 不玩了',
      answer: '在设置的“删除账号”中删除你的账号。删除后有一段宽限期，在此期间可以恢复账号。',
      links: ['删除账号'],
    },
    'restore-account': {
      keywords: '恢复账号 找回账号 撤销删除 已删除 恢复 账号恢复 后悔 取消注销',
      answer: '在宽限期内，你可以通过删除通知邮件中的链接，或在登录时恢复已删除的账号。',
      links: ['联系我们'],
    },
    language: {
      keywords: '语言 切换语言 更改语言 中文 英语 德语 简体中文 界面语言',
      answer: '你可以在设置中切换语言；Spielraum 支持 11 种语言。',
      links: ['设置'],
    },
    'dark-mode': {
      keywords: '深色模式 暗黑模式 夜间模式 黑色主题 浅色模式 白天模式 主题 外观 护眼',
      answer: '轻点一下即可在深色和浅色主题之间切换，也可以在设置中切换。',
      links: ['打开深色模式', '打开浅色模式'],
    },
    contact: {
      keywords: '联系我们 客服 帮助 支持 联系 团队 反馈 问题 人工',
      answer: '你可以通过联系表单联系我们的团队。',
      links: ['联系我们'],
    },
    imprint: {
      keywords: '运营者信息 运营方 公司 负责人 提供方 法律声明 主体信息 版权信息',
      answer: '运营方的相关信息请参阅“运营者信息”。',
      links: ['运营者信息'],
    },
    terms: {
      keywords: '使用条款 用户协议 服务条款 规则 条款 条件 社区规范 协议',
      answer: 'Spielraum 的规则写在使用条款中。',
      links: ['使用条款'],
    },
    settings: {
      keywords: '设置 账号设置 选项 偏好设置 设定 配置 个性化 齿轮',
      answer: '所有设置都在“设置”里。',
      links: ['设置'],
    },
    boost: {
      keywords: '推广 加热 助推 曝光 流量 付费推广 上热门 boost',
      answer: '推广可以让你的短视频被更多人看到，需要花费 boostz。',
      links: ['boostz'],
    },
    assistant: {
      keywords: '助手 你是谁 能做啥 会做啥 自我介绍 帮助 机器人 ai 智能助手',
      answer: '我是 Spielraum 助手。我可以回答关于 Spielraum 的问题，带你去合适的页面，还能帮你打开深色模式等。',
      links: ['打开深色模式', '联系我们'],
    },
  },
};
