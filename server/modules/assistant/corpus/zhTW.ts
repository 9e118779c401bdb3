import type { CorpusTranslation } from './translation';

export const zhTW: CorpusTranslation = {
  texts: {
    dontKnow: '抱歉，這個問題我沒有把握。請透過聯絡表單寫信給我們的團隊，會有專人協助你。',
    contactForm: '聯絡表單',
    unavailable: '抱歉，助理暫時無法使用。歡迎寫信到 {email} 與我們聯絡。',
    darkModeOn: '沒問題，我幫你開啟深色模式。',
    darkModeLink: '開啟深色模式',
    lightModeOn: '沒問題，我幫你開啟淺色模式。',
    lightModeLink: '開啟淺色模式',
    searching: '正在搜尋「{term}」。',
    searchLink: '搜尋「{term}」',
  },
  entries: {
    feed: {
      keywords: '動態 首頁 影片 短影片 滑影片 看影片 觀看 滑動 為你推薦 推薦 動態消息',
      answer: '首頁會播放你的短影片動態：「為你推薦」顯示符合你按讚和遊戲喜好的短影片，「追蹤中」則顯示你追蹤的人的短影片。',
      links: ['前往動態'],
    },
    'feed-following': {
      keywords: '追蹤中 追蹤 追蹤者 粉絲 取消追蹤 退追 追蹤名單 訂閱 追蹤按鈕',
      answer: '在對方的個人檔案點「追蹤」按鈕即可追蹤。之後，他們的短影片就會出現在首頁的「追蹤中」分頁。',
      links: ['前往動態'],
    },
    explore: {
      keywords: '探索 發現 熱門 趨勢 新影片 流行 發燒 逛逛 社群',
      answer: '在「探索」裡，可以找到社群中熱門的短影片、遊戲和趨勢。',
      links: ['探索'],
    },
    upload: {
      keywords: '上傳 上傳影片 發影片 po影片 發布 投稿 短影片 分享影片 發文',
      answer: '在「上傳」中上傳影片（最大 200 MB、最長 3 分鐘）。你需要一個已驗證電子郵件的帳號。',
      links: ['上傳影片'],
    },
    'upload-processing': {
      keywords: '影片 處理 處理中 很久 一直跑 卡住 失敗 上傳失敗 格式 mp4 轉檔',
      answer: '上傳後，你的影片會進行處理；處理進度可以在工作室的「內容」中查看。如果處理失敗，那裡也會顯示原因。',
      links: ['我的內容'],
    },
    'likes-comments': {
      keywords: '按讚 讚 愛心 留言 回覆 評論 對話框 喜歡 心',
      answer: '點一下愛心就能幫短影片按讚，點一下對話泡泡就能查看和撰寫留言。',
      links: ['前往動態'],
    },
    history: {
      keywords: '觀看紀錄 歷史紀錄 播放紀錄 瀏覽紀錄 看過的影片 最近看過 紀錄 之前看的',
      answer: '你最近看過的短影片都在「觀看紀錄」裡。',
      links: ['觀看紀錄'],
    },
    studio: {
      keywords: '工作室 創作者 創作者工作室 儀表板 數據 數據統計 觀看次數 流量 管理內容 後台',
      answer: '在工作室裡，你可以以創作者身分查看觀看次數和數據統計，並管理你的短影片和遊戲。',
      links: ['工作室儀表板', '內容'],
    },
    games: {
      keywords: '遊戲 遊戲目錄 目錄 分類 類別 找遊戲 瀏覽 遊戲庫 排序 熱門遊戲',
      answer: '在遊戲目錄中，你可以依分類瀏覽遊戲，依熱門、最新或評分排序，還能找到網頁遊戲。',
      links: ['遊戲目錄'],
    },
    'play-browser': {
      keywords: '瀏覽器 網頁遊戲 網頁版 在瀏覽器中玩 直接玩 開始遊戲 免下載 不用下載 免安裝 沙盒',
      answer: '許多遊戲可以直接在瀏覽器裡玩：開啟遊戲頁面，點「在瀏覽器中玩」就可以了。這些遊戲會在沙盒中隔離執行；在目錄中使用「可在瀏覽器中玩」篩選，就只會顯示這類遊戲。',
      links: ['網頁遊戲', '遊戲目錄'],
    },
    'play-page': {
      keywords: '我的遊戲 繼續遊戲 繼續玩 最近玩過 推薦 收藏 遊戲紀錄 玩過的遊戲',
      answer: '在「我的遊戲」裡，可以看到你最近玩過的遊戲、你的收藏、推薦，以及收藏遊戲的新動態。',
      links: ['我的遊戲'],
    },
    favourites: {
      keywords: '收藏 我的收藏 愛心 喜歡的遊戲 收藏的遊戲 儲存 書籤 最愛 口袋名單',
      answer: '在遊戲頁面點「收藏」（愛心）。你收藏的遊戲會顯示在「我的遊戲」和你的個人檔案上，它們的更新可以在「更新」中查看。',
      links: ['我的遊戲', '遊戲目錄'],
    },
    'age-rating': {
      keywords: 'usk 年齡 年齡分級 分級 未成年 限制級 輔導級 保護級 18歲 12歲 年齡驗證',
      answer: '遊戲都標有 USK 年齡分級（例如 USK 12）。啟動分級較高的遊戲前，Spielraum 會詢問你的年齡。',
      links: ['遊戲目錄'],
    },
    'game-rating': {
      keywords: '評分 打分數 幫遊戲評分 星等 星星 給星 評價 心得',
      answer: '在遊戲頁面，你可以用星星為遊戲評分。',
      links: ['遊戲目錄'],
    },
    updates: {
      keywords: '更新 遊戲更新 新聞 消息 修補 更新日誌 版本更新 公告 patch',
      answer: '在「更新」中，你可以閱讀開發者發布的遊戲最新消息。',
      links: ['更新', '遊戲更新'],
    },
    'updates-create': {
      keywords: '發布更新 撰寫更新 寫更新 建立更新 開發者 更新日誌 修補說明 發公告',
      answer: '身為創作者，你可以在「撰寫更新」中為你的遊戲發布更新。',
      links: ['撰寫更新'],
    },
    'game-upload': {
      keywords: '上傳遊戲 發布遊戲 自己的遊戲 自製遊戲 獨立遊戲 開發者 建立遊戲 網頁版 zip index html 封面',
      answer: '在「建立遊戲」中新增你自己的遊戲。接著上傳封面；如果遊戲可以在瀏覽器中執行，再上傳網頁版：一個包含 index.html 的 ZIP 檔，最大 50 MB。',
      links: ['建立遊戲'],
    },
    'ai-game': {
      keywords: 'ai 產生遊戲 生成遊戲 ai做遊戲 ai建立遊戲 一句話 文字生成遊戲 ai工坊 產生器 自動生成',
      answer: '在「AI 工坊」中用一句話描述一款遊戲，Spielraum 就會把它做成可以玩的網頁遊戲。',
      links: ['AI 產生器'],
    },
    'ai-podcast': {
      keywords: 'podcast 播客 建立podcast 產生podcast ai 語音 配音 聲音 廣播 音訊',
      answer: '在「AI 工坊」中，你可以根據一段描述產生一集由兩個聲音主持的 Podcast。',
      links: ['AI 產生器'],
    },
    giveaways: {
      keywords: '抽獎 參加抽獎 贈品 好康 中獎 參加 開獎 活動 種子 送禮',
      answer: '正在進行的抽獎，點「參加」即可加入；你的參加紀錄和中獎情況可以在「我的參加紀錄」中查看。每次開獎都能用公開的種子驗證。',
      links: ['抽獎', '我的參加紀錄'],
    },
    'giveaways-own': {
      keywords: '舉辦抽獎 建立抽獎 發起抽獎 我的抽獎 自己的抽獎 送好禮 獎品 開獎',
      answer: '在「我的抽獎」中為你自己的遊戲舉辦抽獎：填寫獎品、得獎名額和結束時間即可，開獎會自動進行。',
      links: ['我的抽獎'],
    },
    leaderboard: {
      keywords: '排行榜 排名 榜單 名次 積分 創作者 前幾名 熱門 排位',
      answer: '排行榜顯示本週、本月或全部時間內，遊戲被玩最多、收藏最多和按讚最多的創作者。',
      links: ['排行榜'],
    },
    profile: {
      keywords: '個人檔案 我的個人檔案 個人頁面 大頭貼 換大頭貼 頭像 簡介 自我介紹 修改 編輯 資料',
      answer: '你的個人檔案會顯示你的短影片、收藏和好友。大頭貼和簡介可以在設定中修改。',
      links: ['設定'],
    },
    username: {
      keywords: '使用者名稱 名字 暱稱 改名 修改使用者名稱 帳號名稱 改暱稱 重新命名',
      answer: '你可以在設定的「我的帳號」中變更使用者名稱。',
      links: ['帳號設定'],
    },
    password: {
      keywords: '密碼 變更密碼 改密碼 忘記密碼 重設密碼 找回密碼 登不進去 密碼錯誤',
      answer: '你可以在設定的「我的帳號」中變更密碼。如果忘記密碼，請在登入時使用「忘記密碼」。',
      links: ['帳號設定'],
    },
    'email-verify': {
      keywords: '電子郵件 驗證電子郵件 email 信箱 驗證 驗證信 收不到 沒收到 驗證連結 重新寄送',
      answer: '註冊後，你會收到一封附有驗證連結的信。你可以在「驗證電子郵件」頁面重新申請寄送。',
      links: ['驗證電子郵件'],
    },
    signup: {
      keywords: '註冊 建立帳號 註冊帳號 申請帳號 登入 google 谷歌 新用戶 加入',
      answer: '使用電子郵件地址或 Google 註冊。接著驗證你的電子郵件，並選擇語言。',
      links: ['歡迎'],
    },
    friends: {
      keywords: '好友 加好友 新增好友 好友邀請 交友邀請 好友名單 朋友 接受邀請',
      answer: '在對方的個人檔案送出好友邀請；你可以在「好友」中接受和管理邀請。',
      links: ['好友'],
    },
    groups: {
      keywords: '群組 群組聊天 群聊 建立群組 開群 多人聊天 群 揪團',
      answer: '在群組裡，你可以同時和好幾個人聊天。你可以在「訊息」中建立群組。',
      links: ['訊息'],
    },
    chat: {
      keywords: '聊天 訊息 私訊 傳訊息 私聊 對話 傳送 dm 密我',
      answer: '私人訊息和群組聊天都在「訊息」中。',
      links: ['訊息'],
    },
    encryption: {
      keywords: '加密 端對端加密 端到端 安全 聊天 偷看 監聽 聊天紀錄 e2e',
      answer: '私人聊天採用端對端加密：只有你和你的聊天對象能讀取內容。',
      links: ['訊息', '隱私權'],
    },
    forum: {
      keywords: '論壇 話題 發起話題 文章 發文 貼文 討論 提問 討論區 主題',
      answer: '你可以在論壇中就各個話題展開討論；點「發起話題」即可開始新話題。',
      links: ['論壇', '發起話題'],
    },
    notifications: {
      keywords: '通知 推播 推播通知 提醒 鈴鐺 關閉通知 通知設定 勿擾',
      answer: '你可以在設定的「通知」中選擇要接收哪些通知。',
      links: ['通知'],
    },
    'privacy-settings': {
      keywords: '隱私 隱私權 隱私設定 不公開 私人帳號 公開範圍 誰能看 僅限好友 權限',
      answer: '在設定的「隱私權」中，決定誰可以看到你的個人檔案和活動。',
      links: ['隱私權設定'],
    },
    'privacy-policy': {
      keywords: '隱私權政策 資料 個人資料 個資 資料保護 gdpr 儲存 蒐集',
      answer: '我們如何處理你的資料，請參閱隱私權政策。',
      links: ['隱私權政策'],
    },
    cookies: {
      keywords: 'cookie cookie設定 cookie政策 橫幅 同意 追蹤 分析 彈出視窗',
      answer: '你可以隨時在 Cookie 頁面變更你的 Cookie 同意設定。',
      links: ['Cookie'],
    },
    block: {
      keywords: '封鎖 封鎖用戶 黑名單 騷擾 阻擋 封鎖名單 被騷擾 不讓聯絡',
      answer: '在對方個人檔案的選單中選擇「封鎖」；被封鎖的人就無法再聯絡你。',
      links: ['好友'],
    },
    mute: {
      keywords: '靜音 隱藏 不想看 不再顯示 不看 略過 減少推薦 不感興趣',
      answer: '在對方的個人檔案選擇「靜音」後，就不會再看到這個人的短影片，也不必封鎖對方。',
      links: ['前往動態'],
    },
    report: {
      keywords: '檢舉 投訴 違規 不當內容 垃圾訊息 廣告 謾罵 違反規定',
      answer: '不當的短影片、留言或個人檔案，可以透過選單中的「檢舉」進行檢舉。我們的團隊會審查每一則檢舉。',
      links: ['聯絡我們'],
    },
    search: {
      keywords: '搜尋 查詢 找人 搜尋用戶 搜尋遊戲 放大鏡 搜 找',
      answer: '點頂端的放大鏡，就能搜尋用戶、短影片和遊戲。',
      links: ['開啟搜尋'],
    },
    boostz: {
      keywords: 'boostz 貨幣 虛擬貨幣 金幣 點數 餘額 儲值 購買 課金',
      answer: 'boostz 是 Spielraum 的虛擬貨幣。你可以在「boostz」中購買，並在商店裡使用。',
      links: ['boostz', '商店'],
    },
    shop: {
      keywords: '商店 商城 購買 買 頭像框 外框 裝扮 道具 造型',
      answer: '在商店裡，你可以用 boostz 換取頭像框和其他額外內容。',
      links: ['商店'],
    },
    locker: {
      keywords: '置物櫃 背包 庫存 已購買 買過的 頭像框 裝備 換上 我的物品',
      answer: '你買的東西都放在置物櫃裡，你可以在那裡裝備頭像框。',
      links: ['置物櫃'],
    },
    rewards: {
      keywords: '獎勵 領取獎勵 每日獎勵 簽到 領取 每日 登入獎勵 獎品',
      answer: '在「獎勵」頁面領取你的獎勵。',
      links: ['獎勵'],
    },
    'earn-boostz': {
      keywords: 'boostz 獲得 賺取 免費 領取 更多 取得',
      answer: '每天可在「獎勵」領取 boostz，完成任務、兌換碼和推廣計畫也能獲得；也可以在「boostz」購買禮包。',
      links: ['獎勵', '任務', 'boostz'],
    },
    redeem: {
      keywords: '兌換代碼 兌換 兌換碼 序號 禮物卡 優惠券 輸入序號 代碼',
      answer: '兌換碼請在「兌換代碼」頁面兌換。',
      links: ['兌換代碼'],
    },
    donate: {
      keywords: '贊助 斗內 抖內 支持 打賞 送 boostz 創作者 小費',
      answer: '你可以用 boostz 支持創作者：在他們的個人檔案或短影片上點「贊助」。',
      links: ['boostz'],
    },
    subscription: {
      keywords: '訂閱 會員 高級會員 premium 月費 取消訂閱 退訂 續訂 自動續訂',
      answer: '在「boostz」頁面訂閱，可隨時取消。',
      links: ['boostz', '取消訂閱'],
    },
    affiliate: {
      keywords: '推廣計畫 邀請 邀請好友 推薦 推薦碼 邀請碼 分享 回饋',
      answer: '透過推廣計畫邀請好友，就能獲得 boostz。',
      links: ['推廣計畫'],
    },
    quests: {
      keywords: '任務 任務系統 目標 人生目標 動力 激勵 每日任務 每週任務 挑戰',
      answer: '在任務系統中，你可以透過激勵人心的任務達成人生目標。',
      links: ['任務'],
    },
    vote: {
      keywords: '投票 去投票 表決 問卷 選舉 調查 意見 票選',
      answer: '在「投票」中，你可以為遊戲和功能投票（需要已驗證的電子郵件）。',
      links: ['投票'],
    },
    wellbeing: {
      keywords: '健康遊戲 身心健康 遊戲時間 目標 玩太多 沉迷 限制 防沉迷 休息 時間管理',
      answer: '在「健康遊戲」中，你可以設定遊戲時間目標，並查看自己玩了多久。',
      links: ['開啟目標'],
    },
    'preplay-gate': {
      keywords: '遊戲前 提問 詢問 超過目標 超時 開始遊戲 提示 警告 彈出視窗 確認',
      answer: '如果你設定了遊戲時間目標，那麼在達成目標後啟動遊戲時，Spielraum 會先問你是否還要繼續玩。',
      links: ['開啟目標'],
    },
    mood: {
      keywords: '心情 情緒 心情調查 今天心情 彈出視窗 提問 滑影片 詢問 感受',
      answer: '在你滑影片時，Spielraum 有時會詢問你的心情，幫助你留意自己的身心狀態。',
      links: ['健康遊戲'],
    },
    launcher: {
      keywords: '啟動器 桌面啟動器 桌面應用程式 客戶端 安裝 下載 安裝檔 電腦版 啟動',
      answer: '透過桌面啟動器，你可以直接從網站啟動已安裝的遊戲。',
      links: ['連接啟動器'],
    },
    'launcher-links': {
      keywords: 'spielraum 連結 spielraum:// 打不開 無法啟動 沒反應 通訊協定 啟動器',
      answer: '以 spielraum:// 開頭的連結會開啟桌面啟動器。如果無法開啟，請（重新）安裝啟動器，並允許瀏覽器開啟它。',
      links: ['連接啟動器'],
    },
    connections: {
      keywords: '連結 已連結帳號 連結帳號 綁定 綁定帳號 連接 steam roblox steamid',
      answer: '在設定的「已連結帳號」中連結 Steam 和 Roblox——Steam 可以用你的 SteamID64 或個人檔案網址連結。',
      links: ['已連結帳號'],
    },
    'delete-account': {
      keywords: '刪除帳號 註銷 註銷帳號 刪帳號 停用帳號 永久刪除 移除帳號 不玩了',
      answer: '在設定的「刪除帳號」中刪除你的帳號。刪除後會有一段寬限期，期間內可以復原帳號。',
      links: ['刪除帳號'],
    },
    'restore-account': {
      keywords: '復原帳號 找回帳號 取消刪除 已刪除 復原 恢復帳號 後悔 救回帳號',
      answer: '在寬限期內，你可以透過刪除通知信中的連結，或在登入時復原已刪除的帳號。',
      links: ['聯絡我們'],
    },
    language: {
      keywords: '語言 切換語言 變更語言 中文 英文 德文 繁體中文 介面語言',
      answer: '你可以在設定中切換語言；Spielraum 提供 11 種語言。',
      links: ['設定'],
    },
    'dark-mode': {
      keywords: '深色模式 暗黑模式 夜間模式 黑色主題 淺色模式 白色主題 主題 外觀 佈景主題',
      answer: '點一下就能在深色和淺色主題之間切換，也可以在設定中切換。',
      links: ['開啟深色模式', '開啟淺色模式'],
    },
    contact: {
      keywords: '聯絡我們 客服 幫助 支援 聯絡 團隊 意見回饋 問題 真人',
      answer: '你可以透過聯絡表單聯絡我們的團隊。',
      links: ['聯絡我們'],
    },
    imprint: {
      keywords: '營運者資訊 營運商 公司 負責人 提供者 法律聲明 公司資訊 版權資訊',
      answer: '營運者的相關資訊請參閱「營運者資訊」。',
      links: ['營運者資訊'],
    },
    terms: {
      keywords: '使用條款 服務條款 使用者條款 規則 條款 條件 社群守則 規範',
      answer: 'Spielraum 的規則寫在使用條款中。',
      links: ['使用條款'],
    },
    settings: {
      keywords: '設定 帳號設定 選項 偏好設定 設置 配置 個人化 齒輪',
      answer: '所有設定都在「設定」裡。',
      links: ['設定'],
    },
    boost: {
      keywords: '推廣 加熱 曝光 觸及率 流量 付費推廣 衝人氣 boost',
      answer: '推廣可以讓你的短影片被更多人看到，需要花費 boostz。',
      links: ['boostz'],
    },
    assistant: {
      keywords: '助理 你是誰 能幫我 自我介紹 幫助 機器人 ai 智慧助理 小幫手',
      answer: '我是 Spielraum 助理。我可以回答關於 Spielraum 的問題、帶你到合適的頁面，還能幫你開啟深色模式等。',
      links: ['開啟深色模式', '聯絡我們'],
    },
  },
};
