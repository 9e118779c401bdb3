import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'September 6, 2025',
  intro:
    'This privacy policy explains which personal data we process when you use Spielraum in your browser or through our desktop launcher, for which purposes and on which legal basis we do so, to whom we disclose data, how long we keep it and what rights you have. It fulfils our information obligations under Articles 13 and 14 of the General Data Protection Regulation (GDPR).',
  sections: [
    {
      heading: '1. Controller',
      paragraphs: ['The controller responsible for the processing of personal data on Spielraum is:'],
      list: [
        'Spielraum GmbH',
        'Musterstraße 12, 10115 Berlin, Germany',
        'represented by its managing director Jana Beispiel',
        'Phone: +49 30 0000000',
        'Email: kontakt@spielraum.example',
      ],
    },
    {
      heading: '2. Data protection officer',
      paragraphs: [
        'You can reach our data protection officer at datenschutz@spielraum.example or by post at the address above, marked “Attn: Data Protection Officer”. You may contact the data protection officer directly with any questions about data protection or about exercising your rights.',
      ],
    },
    {
      heading: '3. The key points at a glance',
      list: [
        'We run Spielraum on servers located in the European Union.',
        'Before you have given consent, Spielraum does not connect to any third-party servers – except, where this installation has set it up, to Google reCAPTCHA on the registration and contact forms (see section 23). We serve fonts and icons from our own servers.',
        'Audience measurement and advertising only take place if you expressly consent. We respect your browser’s “Do Not Track” signal.',
        'We cannot read the content of end-to-end encrypted chat messages; we only store the encrypted text.',
        'Mood answers given in the well-being features are voluntary, are processed only with your explicit consent and are never used for advertising.',
        'Payments are handled by Stripe; we never receive your full card or bank details.',
        'If you delete your account, you can restore it for 30 days; after that, we permanently delete your data unless statutory retention obligations apply.',
        'We do not sell personal data.',
      ],
    },
    {
      heading: '4. Legal bases',
      paragraphs: [
        'We only process personal data where a legal basis permits us to do so. For each processing activity we state which of the following we rely on:',
      ],
      list: [
        'Art. 6(1)(a) GDPR – your consent, which you may withdraw at any time with effect for the future (Art. 7(3) GDPR);',
        'Art. 6(1)(b) GDPR – the performance of our contract of use with you or steps taken at your request before entering into it;',
        'Art. 6(1)(c) GDPR – compliance with legal obligations, such as retention obligations under commercial and tax law or obligations under the Digital Services Act (DSA);',
        'Art. 6(1)(f) GDPR – our legitimate interests or those of third parties, unless your interests or fundamental rights and freedoms override them; we name the specific interest for each processing activity;',
        'Art. 9(2)(a) GDPR – your explicit consent where information may allow conclusions about your health (see section 14);',
        'Section 25(1) and (2) of the German Telecommunications Digital Services Data Protection Act (TDDDG) – for storing information on your device and accessing it, for example through cookies or your browser’s local storage.',
      ],
    },
    {
      heading: '5. Visiting Spielraum and server log files',
      paragraphs: [
        'When you open Spielraum, your browser or the desktop launcher necessarily transmits data to our servers: your IP address, the date and time of the request, the requested address (URL), the amount of data transferred, the HTTP status code, the previously visited page (referrer), the browser type and version, and the operating system.',
        'We process this data to deliver Spielraum, to keep our systems stable and secure, to fend off attacks and abuse (for example with rate limits) and to fix errors. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is providing a secure and functioning service.',
        'We delete server log files after 14 days. Entries we need to investigate a specific security incident are kept until the incident has been fully resolved.',
      ],
    },
    {
      heading: '6. Desktop launcher',
      paragraphs: [
        'Our desktop launcher shows Spielraum in its own window; this privacy policy applies to everything you do there just as it does in the browser.',
        'The legal basis for the launcher functions described below is Art. 6(1)(b) GDPR, and for accessing your device Section 25(2) no. 2 TDDDG. You can remove the locally stored data by removing games from the library or by uninstalling the launcher.',
        'In addition, the launcher offers the following functions, which run on your device:',
      ],
      list: [
        'Game detection: the launcher can find games installed on your device, for example by reading Steam’s library folders, and remembers games you add yourself. It stores this library only locally on your device.',
        'Game launches: if you start a game via a Spielraum link, the launcher asks you to confirm first.',
        'Play sessions: the launcher measures how long a game started through it is running (game, start and duration) and sends this information to your Spielraum account so that your statistics and play-time goals work (see section 14). Sessions shorter than one minute are not sent. If you are offline, the launcher stores the information temporarily and sends it later.',
      ],
    },
    {
      heading: '7. Registration, sign-in and user account',
      paragraphs: [
        'You need a user account for most features. When you register, we process your email address, your username and your password. We store the password only as a cryptographic hash (Argon2id), so we do not know it ourselves. We also store the time of registration, your language setting and – if you came through an invitation link – the invitation identifier.',
        'To confirm your email address, we send you a link that is valid for 48 hours. You may voluntarily add a profile picture, a short bio, your gender and your display setting (light, dark or system). If you provide your date of birth, we use it to take the minimum age and the age ratings of games into account.',
        'When you sign in, we create a session and set a session cookie for it (see the Cookie Policy). We log security-relevant events such as failed sign-in attempts to protect your account against unauthorised access.',
        'The legal basis is Art. 6(1)(b) GDPR, and for security logging Art. 6(1)(f) GDPR (protecting your account and our systems). You can change or remove voluntary profile information in the settings at any time. We store your account data for as long as your account exists; for deletion, see section 26.',
      ],
    },
    {
      heading: '8. Sign-in with Google',
      paragraphs: [
        'Instead of using an email address and password, you can sign in with your Google account. The provider is Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland (“Google”). No connection to Google is made until you click “Sign in with Google”; you are then redirected to Google.',
        'Once you have signed in with Google, Google sends us your name, your email address and whether it is verified, your profile picture if available, and a pseudonymous Google identifier. We do not receive your Google password. We use this data to create your Spielraum account or sign you in. The legal basis is Art. 6(1)(b) GDPR.',
        'Google is itself responsible for the processing carried out by Google. This may involve a transfer to Google LLC in the USA, which is certified under the EU-U.S. Data Privacy Framework (adequacy decision under Art. 45 GDPR). For details, see Google’s privacy policy at https://policies.google.com/privacy.',
      ],
    },
    {
      heading: '9. Linked accounts (Steam, Roblox)',
      paragraphs: [
        'You may choose to link your profile to your Steam or Roblox account. We then store the respective account ID and – for Roblox – your username, display name, avatar and profile link, and show this information on your profile. The legal basis is Art. 6(1)(b) GDPR. You can unlink an account at any time in the settings under “Connections”; we then delete the stored information.',
      ],
    },
    {
      heading: '10. Profile, posts, videos, comments and forums',
      paragraphs: [
        'When you publish content – such as short videos, posts, comments, forum posts, likes or votes – we process this content together with your username, your profile picture and the time of publication. We technically convert uploaded videos (for example into suitable formats and resolutions) and generate thumbnails.',
        'Your profile with your username, profile picture, bio, followers and received likes, as well as your posts and comments, are visible to other users and, where the page can be reached without signing in, to all visitors. So think carefully about what you publish. We process friendships, follower relationships and group memberships to provide the respective features.',
        'The legal basis is Art. 6(1)(b) GDPR. You can delete your posts and comments at any time. We then remove them from public view immediately; in backups they are overwritten after 30 days at the latest.',
        'The share function lets you share links to posts on X, Facebook or Reddit. These are plain links: the respective platform only opens once you click them, and its privacy terms then apply.',
      ],
    },
    {
      heading: '11. Feed, history and recommendations',
      paragraphs: [
        'To show you a suitable feed and suitable game suggestions, we process which posts you watch and for how long, what you like, comment on or add to your favourites, whom you follow and which games you play. You can see part of this yourself in your history and among your liked videos. We explain the main parameters of our recommender systems in the Terms of Use.',
        'The legal basis is Art. 6(1)(b) GDPR, because a feed tailored to you is a core part of Spielraum. We do not use this information for third-party advertising. We keep history data for 12 months; you can ask us to delete your history earlier at any time.',
      ],
    },
    {
      heading: '12. Chat and end-to-end encryption',
      paragraphs: [
        'The chat lets you exchange private messages and messages in groups. Private text messages are end-to-end encrypted in your browser (AES-256-GCM): your key material is generated and stored on your device, and the message leaves your device only in encrypted form. We store only the encrypted text and cannot read the content. So that others can send you encrypted messages, we keep your public key on our servers.',
        'To deliver messages, we process metadata that is not end-to-end encrypted: sender, recipient or group, time, read status and whether a message is encrypted. Messages in group chats and attachments such as images are not end-to-end encrypted unless the chat expressly indicates otherwise; they are transmitted encrypted (TLS) and stored on our servers in the EU.',
        'If you clear your browser’s locally stored data or use a new device, older encrypted messages may no longer be decryptable. We cannot view the content of end-to-end encrypted messages even when they are reported; we can only review it if the reporting person sends it to us.',
        'The legal basis is Art. 6(1)(b) GDPR. We store messages until you delete them or your account is permanently deleted.',
      ],
    },
    {
      heading: '13. Games catalogue, browser games and giveaways',
      paragraphs: [
        'In the games catalogue you can browse games, add them to your favourites and play them directly in your browser. We serve browser games from our own servers. We process which games you open, add to your favourites and played last in order to show you your favourites, recently played games and recommendations (Art. 6(1)(b) GDPR).',
        'If you take part in a giveaway, we process your entry to determine and notify the winners (Art. 6(1)(b) GDPR). Details are set out in the respective participation terms. We delete entry data six months after the giveaway ends; we keep information on prizes where tax or commercial law requires it.',
      ],
    },
    {
      heading: '14. Well-being: play sessions, play-time goals and mood questions',
      paragraphs: [
        'Spielraum should be fun without gaming taking over. That is why we offer voluntary well-being features. Their sole purpose is to give you an overview of your gaming habits and to support you with goals you set yourself. We do not use this data for advertising, do not sell it and do not show it to other users.',
        'Play sessions: we record which game you played, when and for how long – in the browser or through the desktop launcher – and turn this into statistics that only you can see. The legal basis is Art. 6(1)(b) GDPR. You can switch off recording at any time in the settings under “Well-being” and delete your statistics there. We keep session data for no longer than 12 months.',
        'Play-time goals: if you set a goal (play less, make your gaming more fulfilling or deliberately play more), we store the goal type and your daily time frame. Depending on the goal, we ask you to confirm before a game starts, ask about your mood or suggest alternatives.',
        'Mood questions: only with your consent do we occasionally ask you short questions about your mood, for example while you scroll through the feed or before and after a play session (a scale from 1 to 5, optionally with a note). Because such answers may in individual cases allow conclusions about your health, we treat them like special categories of personal data. The legal basis is your explicit consent under Art. 6(1)(a) and Art. 9(2)(a) GDPR.',
        'You can switch off mood questions at any time in the settings under “Well-being”, which withdraws your consent; this does not affect the lawfulness of processing carried out before the withdrawal. You can simply skip individual questions. After a withdrawal we delete your previous mood answers within 30 days unless you have already deleted them yourself. Otherwise we keep mood answers for no longer than 12 months.',
        'Only a small number of our staff, who are bound by particular confidentiality obligations, have access to this data, and only where strictly necessary for technical operation or for handling your requests. To improve the features, we analyse the data only in anonymised, aggregated form. The well-being features are no substitute for medical or psychological advice.',
      ],
    },
    {
      heading: '15. boostz, shop, subscriptions, donations and rewards',
      paragraphs: [
        'For our virtual currency boostz we keep a ledger for every account. We record every credit and debit with its amount, reason (for example purchase, reward, quest, donation, shop purchase or redeemed code) and time. If you donate boostz, the recipient sees your username, the amount and, where applicable, your personal message.',
        'We process paid services such as boostz packages and subscriptions through Stripe. The provider is Stripe Payments Europe, Limited, 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland. You enter your payment details (such as card number, expiry date and security code or bank details) directly with Stripe; Stripe is only loaded once you start a payment. We receive from Stripe only what we need to process the transaction: customer and payment IDs, payment status, amount, currency, payment method, card type and last four digits where applicable, and your billing country for VAT purposes.',
        'Stripe processes data partly as our processor and partly as an independent controller, for example for fraud prevention and to comply with legal obligations such as anti-money-laundering rules. This may involve transfers to Stripe, Inc. in the USA, which are based on the EU-U.S. Data Privacy Framework and on standard contractual clauses. More information is available at https://stripe.com/privacy.',
        'The legal bases are Art. 6(1)(b) GDPR (performance of the contract), Art. 6(1)(c) GDPR (obligations under tax and commercial law) and Art. 6(1)(f) GDPR (protection against fraud and payment defaults). We keep invoices and accounting records for the statutory periods (see section 26).',
      ],
    },
    {
      heading: '16. AI features: games, podcasts and assistant',
      paragraphs: [
        'You can have games and podcasts generated from a text description. For this we process your description (prompt), the generated result and the time. We produce the podcasts’ voice output with speech synthesis on our own servers.',
        'If an external AI service is connected, we send your description to its provider, who processes it as our processor to generate the result. We only use providers that contractually undertake not to use the data for their own purposes, in particular not to train their models. If no external service is connected, we generate the results entirely on our own servers; no data is then passed to third parties.',
        'Our assistant answers questions about Spielraum. For this we process your question, your language setting and, if you are signed in, your user ID and username. If an external AI service is connected, your question is also sent to its provider as our processor.',
        'Please do not enter sensitive information about yourself or personal data of other people in descriptions or questions. We label AI-generated content as such.',
        'The legal basis is Art. 6(1)(b) GDPR. We store descriptions and results for as long as the generated game or podcast remains in your account. We delete questions to the assistant after 30 days at the latest. If a connected provider is based outside the European Economic Area, the safeguards described in section 25 apply. We do not make any automated decision within the meaning of Art. 22 GDPR in this context.',
      ],
    },
    {
      heading: '17. Notifications and emails',
      paragraphs: [
        'We notify you within Spielraum, for example about friend requests, messages, comments and likes, and send you emails required for your account, for example to confirm your email address or about security events, payments, cancellations or changes to our terms (Art. 6(1)(b) and (c) GDPR). You can choose which notifications you receive in the settings.',
        'We only send promotional emails with your consent (Art. 6(1)(a) GDPR); every such email contains an unsubscribe link. We use an email delivery provider in the EU as our processor.',
      ],
    },
    {
      heading: '18. Contact and support',
      paragraphs: [
        'If you write to us via the contact form or by email, we process your name, your email address, the subject, your message and any other information you give us in order to answer your request. The legal basis is Art. 6(1)(b) GDPR if your request relates to your contract of use, and otherwise Art. 6(1)(f) GDPR (our interest in answering enquiries).',
        'We delete your request once it has been fully dealt with, but no later than three years after the end of the year in which the last contact took place, unless statutory retention obligations require otherwise.',
      ],
    },
    {
      heading: '19. Reports, moderation and security',
      paragraphs: [
        'As an online platform, we are obliged under the DSA to handle reports of illegal content, to give reasons for our decisions and to offer a complaint procedure. If you report content, we process your report, the reported content, your name and email address (if provided) and our decision. The affected person receives a statement of reasons for our decision; we only disclose your identity to them if this is strictly necessary to handle the report, for example in the case of reported copyright infringements.',
        'To enforce our Terms of Use and to fend off spam, fraud and attacks, we also process usage and log data and apply rate limits. We submit the statements of reasons for our moderation decisions, without personal data, to the European Commission’s transparency database. If we become aware of information giving rise to a suspicion that a criminal offence threatening the life or safety of persons has taken place or is likely to take place, we inform the competent authorities (Art. 18 DSA).',
        'The legal bases are Art. 6(1)(c) GDPR in conjunction with Articles 16 to 24 DSA and Art. 6(1)(f) GDPR (security of the platform and protection of our users). We keep reports and moderation cases for twelve months after they are closed, and longer only where we need them to establish, exercise or defend legal claims. We only disclose data to authorities and courts where we are legally obliged to do so.',
      ],
    },
    {
      heading: '20. Cookies and local storage',
      paragraphs: [
        'We use cookies and store information in your browser’s local storage. Storage that is technically necessary – for example for signing you in, protecting against cross-site request forgery, remembering your language, keeping your chat keys and storing your cookie choice – is based on Section 25(2) no. 2 TDDDG and, where personal data is processed, on Art. 6(1)(b) or (f) GDPR. All other storage only takes place with your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR).',
        'A complete overview with the purpose, lifetime and category of every cookie is provided in our Cookie Policy. You can change or withdraw your choice at any time in the settings under “Privacy”. Your choice is valid for 365 days; if we significantly change the services we use, we will ask you again.',
      ],
    },
    {
      heading: '21. Audience measurement (only with consent)',
      paragraphs: [
        'Only if you consent to the “Analytics” category do we measure how Spielraum is used in order to improve it and find errors. We record events such as the start and end of a usage session or completing onboarding, as well as technical information such as device type, browser, screen size and pages visited. We only transmit your user ID as a hash (SHA-256). A usage session ends after 30 minutes of inactivity. For recognition, a pseudonymous identifier is stored in a cookie or in local storage (lifetime 365 days).',
        'For analytics we use a service provider as our processor, which processes the data exclusively on our behalf on servers in the EU. We delete analytics data after 12 months at the latest.',
        'If your browser sends a “Do Not Track” signal, no analytics takes place by default, even if you have consented to the “Analytics” category. If you nevertheless want to allow analytics, you can expressly confirm this in the privacy settings; we store this decision in the analytics_dnt_override cookie.',
        'The legal basis is your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR), which you can withdraw at any time with effect for the future.',
      ],
    },
    {
      heading: '22. Advertising (only with consent)',
      paragraphs: [
        'We only load advertising content from advertising partners if you have consented to the “Marketing” category. Without this consent, no advertising script is loaded and no connection to advertising partners is made. With your consent, an advertising partner may use cookies or similar technologies and process your IP address as well as device and usage information in order to deliver advertising and measure its effectiveness.',
        'Before any partner is activated, we list in the Cookie Policy which advertising partners we use, which cookies they set and whether data is transferred to third countries. The legal basis is your consent (Section 25(1) TDDDG, Art. 6(1)(a) GDPR).',
        'We never use well-being data or chat content for advertising. We do not present advertising based on profiling using special categories of personal data (Art. 26(3) DSA), nor to users we know to be minors (Art. 28(2) DSA).',
      ],
    },
    {
      heading: '23. Fonts, icons and third-party content',
      paragraphs: [
        'Fonts and icons are part of our application and are loaded from our own servers; no connection to third parties such as Google Fonts is made. Nor does Spielraum load any other content from third-party servers before you have given consent; the only exception is Google reCAPTCHA where this installation has set it up (see below). If you follow a link to an external website, the privacy policy of that provider applies there.',
        'Protection against abuse (Google reCAPTCHA): If reCAPTCHA is set up on this installation, we use the reCAPTCHA v3 service of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland (“Google”) on the registration and contact forms – and only there – to fend off automated sign-ups and spam. When you open one of these forms, your browser loads a script from Google; Google receives your IP address as well as information about your browser, your device and your behaviour on the page, and may use cookies or similar technologies. When you submit the form, we send the token created by Google together with your IP address to Google and receive an assessment of whether the form was submitted by a human; we do not store the token. The legal basis is Art. 6(1)(f) GDPR (our interest in protecting Spielraum against bots, spam and abuse). This may involve a transfer to Google LLC in the USA (see section 25). Google’s privacy policy (https://policies.google.com/privacy) and terms of service (https://policies.google.com/terms) apply. If reCAPTCHA is not set up, no connection to Google is made.',
      ],
    },
    {
      heading: '24. Recipients and processors',
      paragraphs: [
        'Within our company, only those people who need access to your data for the respective purpose are given it. We have concluded agreements under Art. 28 GDPR with all our processors; they may only process the data on our instructions. A current list of our processors is available on request.',
        'Beyond that, we only disclose personal data to the following recipients or categories of recipients:',
      ],
      list: [
        'hosting and data centre providers in the EU (operating servers, databases and storage);',
        'email delivery providers in the EU (confirmation, security and service emails);',
        'Stripe (payment processing, see section 15);',
        'Google (if you sign in with Google, see section 8, and – where set up – for reCAPTCHA on the registration and contact forms, see section 23);',
        'providers of AI services (only if connected, see section 16);',
        'providers of analytics services processing data in the EU (only with your consent, see section 21);',
        'advertising partners (only with your consent, see section 22);',
        'other users, to the extent that you publish content, send messages or donate boostz;',
        'tax advisers and auditors to comply with legal obligations (bound by professional secrecy);',
        'authorities, courts and law enforcement agencies, where we are legally obliged to disclose data or where this is necessary to enforce our rights.',
      ],
    },
    {
      heading: '25. Transfers to third countries',
      paragraphs: [
        'As a rule, we process your data in the EU or the European Economic Area (EEA). Transfers to third countries can only occur in connection with Google, Stripe and – if connected – an AI service.',
        'We only transfer data to a third country if the European Commission has adopted an adequacy decision for it (Art. 45 GDPR), for example for US companies certified under the EU-U.S. Data Privacy Framework, or if appropriate safeguards under Art. 46 GDPR are in place, in particular the European Commission’s standard contractual clauses. You can request a copy of these safeguards from us.',
      ],
    },
    {
      heading: '26. Retention and deletion',
      paragraphs: [
        'We store personal data only for as long as necessary for the respective purpose or as required by statutory retention obligations. An overview:',
      ],
      list: [
        'Account data, profile, posts, comments and chat messages: until you delete them or your account is permanently deleted;',
        'Account deletion: if you delete your account, we deactivate it immediately and remove your profile and content from public view. For 30 days you can restore the account with your sign-in credentials. After that, we permanently delete all associated data; in backups it is overwritten no later than 30 days after that;',
        'Server log files: 14 days;',
        'Feed and watch history: 12 months;',
        'Play sessions: no longer than 12 months; mood answers: until you withdraw consent or delete them, no longer than 12 months;',
        'Questions to the assistant: no longer than 30 days;',
        'Analytics data: no longer than 12 months; cookies: as stated in the Cookie Policy;',
        'Contact requests: until resolved, no longer than three years after the end of the year of the last contact;',
        'Reports and moderation cases: twelve months after they are closed;',
        'Invoices and other accounting records: eight years; books of account and annual financial statements: ten years; commercial and business letters: six years (Section 147 of the German Fiscal Code, Section 257 of the German Commercial Code), in each case from the end of the calendar year in which they were created. During this time we restrict processing to compliance with the retention obligation.',
      ],
    },
    {
      heading: '27. Children and young people',
      paragraphs: [
        'You may use Spielraum independently from the age of 16. If you are younger, you may only use Spielraum with the consent of your parents or legal guardians; where processing is based on consent, that consent must be given or authorised by them (Art. 8 GDPR). We make reasonable efforts to verify this, for example by asking for your date of birth and requesting proof in cases of doubt.',
        'If we find that an account has been created without the required consent, we will block or delete it. Parents and legal guardians can contact us at any time at datenschutz@spielraum.example.',
      ],
    },
    {
      heading: '28. Obligation to provide data',
      paragraphs: [
        'We need the information required for registration (email address, username and password, or sign-in with Google) to conclude and perform the contract of use; without it you cannot create an account. For purchases we additionally need payment details. All other information is voluntary. You are not legally obliged to provide us with any data.',
      ],
    },
    {
      heading: '29. Automated decision-making',
      paragraphs: [
        'We do not make decisions based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you (Art. 22 GDPR). Personalised recommendations in the feed are not such decisions.',
        'We sometimes roll out new features gradually. Whether a feature is already visible to you depends on a random value calculated from your user ID, not on any assessment of you as a person.',
      ],
    },
    {
      heading: '30. Your rights',
      paragraphs: [
        'You have the following rights regarding the personal data concerning you. To exercise them, an informal message to datenschutz@spielraum.example is sufficient. To make sure we do not disclose data to unauthorised persons, we may ask you to prove your identity, for example by writing to us from the email address stored with us. We respond within one month; in complex cases this period may be extended by up to two further months, in which case we will let you know.',
      ],
      list: [
        'Access (Art. 15 GDPR): you can ask whether and which data we process about you and obtain a copy of it.',
        'Rectification (Art. 16 GDPR): you can ask us to correct inaccurate data and complete incomplete data. You can change much of your information directly in the settings.',
        'Erasure (Art. 17 GDPR): you can ask us to delete your data unless an exception applies, such as a statutory retention obligation. You can delete your account yourself in the settings at any time.',
        'Restriction of processing (Art. 18 GDPR): under certain conditions you can ask us to restrict the processing of your data.',
        'Data portability (Art. 20 GDPR): you can ask us to provide the data you have given us and that we process by automated means on the basis of your consent or a contract in a structured, commonly used and machine-readable format, or, where technically feasible, to transmit it directly to another controller.',
        'Objection (Art. 21 GDPR): see section 31.',
        'Withdrawal of consent (Art. 7(3) GDPR): you can withdraw any consent at any time with effect for the future, for example in the privacy or well-being settings or by email. This does not affect the lawfulness of processing carried out before the withdrawal.',
        'Complaint to a supervisory authority (Art. 77 GDPR): see section 32.',
      ],
    },
    {
      heading: '31. Right to object under Art. 21 GDPR',
      paragraphs: [
        'You have the right to object at any time, on grounds relating to your particular situation, to the processing of personal data concerning you that is based on Art. 6(1)(f) GDPR; this also applies to profiling based on that provision. We will then no longer process the data unless we can demonstrate compelling legitimate grounds for the processing which override your interests, rights and freedoms, or the processing serves to establish, exercise or defend legal claims.',
        'Where we process your data for direct marketing purposes, you have the right to object at any time to processing for such marketing, including profiling to the extent that it is related to such direct marketing. We will then no longer process your data for these purposes.',
        'No particular form is required for an objection; ideally, please send it to datenschutz@spielraum.example.',
      ],
    },
    {
      heading: '32. Right to lodge a complaint with a supervisory authority',
      paragraphs: [
        'Without prejudice to any other remedy, you have the right to lodge a complaint with a data protection supervisory authority if you believe that the processing of your data infringes the GDPR, in particular in the member state of your habitual residence, place of work or place of the alleged infringement. The authority responsible for us is:',
      ],
      list: [
        'Berliner Beauftragte für Datenschutz und Informationsfreiheit (Berlin Commissioner for Data Protection and Freedom of Information)',
        'Alt-Moabit 59–61, 10555 Berlin, Germany',
        'Phone: +49 30 13889-0',
        'Email: mailbox@datenschutz-berlin.de',
        'Website: https://www.datenschutz-berlin.de',
      ],
    },
    {
      heading: '33. Data security',
      paragraphs: [
        'We protect your data with technical and organisational measures under Art. 32 GDPR, including TLS encryption of all connections, password hashing with Argon2id, end-to-end encryption of private chat messages, cookies with the HttpOnly and SameSite attributes, protection against cross-site request forgery, rate limits, restrictive access rights and regular backups. The desktop launcher runs in an isolated environment and only starts games after you confirm.',
      ],
    },
    {
      heading: '34. Changes to this privacy policy',
      paragraphs: [
        'We update this privacy policy when our services, the service providers we use or the law change. The version published here applies. We will inform you of significant changes within Spielraum or by email; if a new processing activity requires your consent, we will ask for it beforehand. Previous versions are available in the archive.',
      ],
    },
  ],
};

export default doc;
