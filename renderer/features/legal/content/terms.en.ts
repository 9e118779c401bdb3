import type { LegalDocument } from './types';

const doc: LegalDocument = {
  title: 'Terms of Use',
  updated: 'September 6, 2025',
  intro:
    'Welcome to Spielraum! These Terms of Use govern how you may use Spielraum in your browser and through our desktop launcher, what you can expect from us and what we expect from you. Please read them carefully. Section 22 contains the withdrawal notice for paid services. Our Privacy Policy explains how we handle your data.',
  sections: [
    {
      heading: '1. Scope and provider',
      paragraphs: [
        'Spielraum is a gaming community platform operated by Spielraum GmbH, Musterstraße 12, 10115 Berlin, Germany, registered in the commercial register of the Local Court of Berlin-Charlottenburg under HRB 000000, represented by its managing director Jana Beispiel (“we”, “us”). You can reach us by email at kontakt@spielraum.example and by phone at +49 30 0000000.',
        'These Terms of Use apply to all contracts between you and us concerning the use of Spielraum, including paid services such as boostz packages and subscriptions. Any terms of your own do not apply. Individual promotions, such as giveaways, may be subject to additional participation terms, which we point out there.',
        'A consumer within the meaning of these terms is any natural person who enters into a legal transaction for purposes that are predominantly outside their trade, business or profession (Section 13 of the German Civil Code, BGB).',
      ],
    },
    {
      heading: '2. Spielraum’s services',
      paragraphs: [
        'In particular, Spielraum offers you a feed of short videos and posts, a games catalogue with games you can play directly in your browser, friendships, groups, chat and forums, the virtual currency boostz with a shop, donations, rewards and quests, subscriptions, AI features for creating games and podcasts, an assistant, well-being features relating to your play time, and a desktop launcher.',
        'The basic features are free of charge. Only services that we expressly mark as paid before you order them are subject to a charge, in particular boostz packages and subscriptions.',
        'We strive to keep Spielraum available with as few interruptions as possible. Maintenance, security updates and disruptions for which we are not responsible may temporarily limit availability. Your statutory rights regarding paid services remain unaffected.',
      ],
    },
    {
      heading: '3. Registration, minimum age and user account',
      paragraphs: [
        'You need a user account for most features. You can register with your email address or your Google account. Once registration is complete, a free contract of use is concluded between you and us. Some features require you to have confirmed your email address.',
        'You must be at least 16 years old to use Spielraum independently. If you are younger, you may only use Spielraum with the consent of your parents or legal guardians. As a minor, you may only purchase paid services with the consent of your legal guardians or with funds given to you for this purpose or for your free disposal (Section 110 BGB). We may ask for proof.',
        'The information you provide must be true and up to date. Each person may only have one account; accounts are personal and not transferable. Your username must not infringe the rights of others, must not be offensive and must not give the impression that you are someone else or part of our team.',
        'Keep your password secret and protect your access. Inform us immediately if you suspect that someone is accessing your account without authorisation. You are responsible for actions taken through your account to the extent that you are at fault.',
      ],
    },
    {
      heading: '4. Community rules',
      paragraphs: [
        'Spielraum thrives on mutual respect. The following rules apply to all content you publish or send – videos, posts, comments, forum posts, chat messages, profile information and AI-generated content – and to your behaviour on Spielraum. If you break them, we may take the measures described in section 6.',
        'If you find security vulnerabilities or bugs, please report them confidentially to kontakt@spielraum.example instead of exploiting or spreading them.',
        'In particular, you must not:',
      ],
      list: [
        'spread illegal content, such as insults, defamation, threats, incitement to hatred, symbols of unconstitutional organisations outside legally permitted contexts, glorification of violence, terrorist content or depictions of the sexual abuse of children and young people;',
        'bully, harass, intimidate or stalk others, or demean people because of their origin, skin colour, religion, beliefs, gender, sexual identity, disability, age or other characteristics (hate speech);',
        'publish pornographic or otherwise harmful content for minors, or content that glorifies or gives instructions for suicide, self-harm or eating disorders;',
        'publish other people’s personal data without their permission, such as addresses, phone numbers or private photos, or film and show people without their consent;',
        'infringe copyrights, trademarks, personality rights or other rights of third parties, for example by uploading other people’s videos, music or games without authorisation;',
        'spread spam, chain letters or unlabelled advertising; you must clearly label paid partnerships and other advertising as such;',
        'deceive or defraud others, for example through phishing, fake giveaways or trading boostz, accounts or digital items for real money;',
        'impersonate another person, a Spielraum employee or an official account;',
        'spread realistic depictions of real people generated by AI or otherwise (deepfakes) without their consent;',
        'attack Spielraum or other users technically, spread malware, circumvent security measures or rate limits, or put excessive load on our systems;',
        'use bots, scripts, scrapers or other automated means without our prior consent, for example to extract content, to obtain likes, followers, rewards or boostz unfairly, or to manipulate votes and giveaways;',
        'deliberately exploit bugs in Spielraum, for example relating to boostz, rewards or quests, for your own benefit.',
      ],
    },
    {
      heading: '5. Your content and rights of use',
      paragraphs: [
        'You keep the rights to the content you upload or publish on Spielraum. You are responsible for your content and confirm that you hold all necessary rights – including to music, game footage and the images of people shown – and that your content violates neither these Terms of Use nor applicable law.',
        'So that we can operate Spielraum, you grant us a simple (non-exclusive), royalty-free, worldwide right, limited to the duration of publication, to store, reproduce and technically process your content – for example to convert, compress and crop it and to create thumbnails – within Spielraum (website, desktop launcher and share function), to make it publicly available and to display it to other users. We may pass this right on to technical service providers to the extent that they help us operate Spielraum. For private messages we only receive the rights necessary to store and deliver them.',
        'We only use your content outside Spielraum, for example in advertising or on our social media channels, with your separate consent.',
        'The right of use ends when you delete the content or your account. We then remove the content from public view; copies in backups that exist for technical reasons are overwritten after 30 days at the latest. Where we are legally obliged or entitled to retain content for longer – for example as evidence following a report – we may continue to store it solely for that purpose.',
        'Other users’ content is the responsibility of its respective authors. We do not adopt third-party content as our own.',
      ],
    },
    {
      heading: '6. Reports, moderation and complaints',
      paragraphs: [
        'Reports: you can report content that you consider illegal or in breach of these Terms of Use at any time using the report function in Spielraum or by email to kontakt@spielraum.example. So that we can review the report, it should contain an explanation, the exact location (for example the link), your name and email address, and a statement that you believe in good faith that the information you provide is accurate and complete (Art. 16 DSA). We confirm receipt and inform you of our decision.',
        'Review: we review reports in a timely, diligent, objective and non-arbitrary manner. In doing so, we may use automated tools, for example filters against spam and known abusive content, as well as rate limits. Decisions on suspending accounts and on complaints are always taken by humans.',
        'Measures: in the event of violations, taking into account the severity of the violation, any fault and your legitimate interests, we may in particular remove content or restrict its visibility, add a notice to content, warn you, temporarily suspend individual features such as chat, comments or uploads, temporarily suspend your account, or terminate the contract in accordance with section 19. We inform you of any measure with a clear and specific statement of reasons (Art. 17 DSA) unless we are prohibited by law from doing so.',
        'Misuse: if you frequently post manifestly illegal content, we will suspend your account for a reasonable period after a prior warning. If you frequently submit manifestly unfounded reports or complaints, we will stop processing them for a reasonable period after a prior warning (Art. 23 DSA).',
        'Complaints: you can lodge a complaint free of charge against our decisions – including a decision not to act on your report – within six months of being notified of it, by replying to our notification or writing to kontakt@spielraum.example (Art. 20 DSA). We review your complaint under the supervision of qualified staff and reverse our decision if it proves unfounded.',
        'Out-of-court dispute settlement: you may also turn to an out-of-court dispute settlement body certified under Art. 21 DSA. Your right to take legal action before the courts remains unaffected.',
      ],
    },
    {
      heading: '7. Recommender systems',
      paragraphs: [
        'Automated recommender systems determine which posts, videos and games you see in the feed, when exploring and in suggestions. We sort comments by a score made up of likes, replies, the number of followers of the author and recency. We label posts whose reach has been increased with a boost as such and name the account that initiated the boost. If you are not signed in, we mainly select content based on recency and popularity.',
        'The main parameters of our recommendations are (Art. 27 DSA):',
      ],
      list: [
        'how recent a piece of content is;',
        'interactions such as likes, comments, replies and shares;',
        'the accounts you follow and your friendships;',
        'your previous activity, such as videos watched and watch time, liked posts, and games you have added to your favourites or played;',
        'your language setting and, for games, the age rating.',
      ],
    },
    {
      heading: '8. Games and desktop launcher',
      paragraphs: [
        'Most games in the catalogue come from third-party providers; information such as developer, publisher, release date and age rating is based on their information. Please observe the age ratings. Games you acquire or install outside Spielraum (for example via Steam) are governed solely by the respective provider’s terms.',
        'For the duration of the contract of use, we grant you the simple, non-transferable right to install and use the desktop launcher on your devices for private purposes. The launcher can detect games installed on your device and start them via Spielraum links; every launch from a link requires your confirmation. You must not modify, decompile or redistribute the launcher unless expressly permitted by law (Sections 69d and 69e of the German Copyright Act).',
        'We provide you with the updates required to keep Spielraum and the launcher in conformity with the contract and secure, and we inform you about them. If you do not install such an update within a reasonable period, we are not liable for defects resulting solely from the missing update, provided we informed you of its availability and of the consequences of not installing it (Section 327f(2) BGB).',
      ],
    },
    {
      heading: '9. Virtual currency boostz',
      paragraphs: [
        'boostz are a virtual currency that you can only use within Spielraum, for example for profile borders and other digital items in the shop, for boosts or for donations. boostz are not legal tender, not electronic money and not a credit balance held with us. They have no monetary value and cannot be exchanged for money, other currencies or goods, nor paid out.',
        'You receive boostz by buying boostz packages, as a starting balance when you register, as a reward (for example for quests or activity), through redemption codes, as part of a subscription or as a donation from other users. There is no entitlement to boostz granted free of charge; we may change the type, scope and conditions of such rewards for the future.',
        'By buying a boostz package, you acquire the right to use the corresponding amount of boostz within Spielraum in accordance with these Terms of Use. The boostz are credited to your account immediately after successful payment.',
        'boostz are tied to your account. You can only transfer them to other accounts using the donation function. Selling, exchanging or trading boostz outside Spielraum is prohibited.',
        'Purchased boostz are not refunded unless you have statutory rights, such as the right of withdrawal under section 22 or rights in respect of defects, and unless these terms expressly provide for a refund (sections 15 and 19). We only reverse boostz you have spent if the service you spent them on was not provided for reasons for which we are responsible.',
        'boostz do not expire as long as your account exists. If your account is permanently deleted, your boostz lapse as well; we will point out any remaining balance to you before deletion.',
        'If you have received boostz through a technical error, a breach of these Terms of Use or a payment that was later reversed, we may deduct the boostz concerned. This will not result in a negative balance.',
      ],
    },
    {
      heading: '10. Shop, boosts, donations and rewards',
      paragraphs: [
        'Shop: in the shop you can exchange boostz for digital items such as profile borders. You receive a simple, non-transferable right to use them within Spielraum for the duration of your contract of use. You do not acquire ownership of or any other rights to the items.',
        'Boosts: a boost lets you increase the visibility of one of your own posts for a limited period. We do not owe any particular reach. Boosted posts are labelled as such and must comply with these Terms of Use.',
        'Donations: you can voluntarily donate boostz to other users, optionally with a personal message. Donations are voluntary gifts with no entitlement to anything in return. A completed donation generally cannot be reversed, so please check the recipient and the amount carefully beforehand. Donations must not be used to circumvent these terms, for example to trade boostz for real money.',
        'Rewards, quests, votes and giveaways: we may offer rewards for certain activities as well as quests, votes and giveaways. There is no entitlement to such promotions being held or continued. Giveaways are subject to the participation terms shown for each giveaway; anyone who manipulates them will be excluded.',
      ],
    },
    {
      heading: '11. Subscriptions',
      paragraphs: [
        'A subscription gives you additional benefits for its duration, which we describe on the order page before you conclude the contract, for example monthly boostz, exclusive profile borders or extended features. The price and scope of benefits are set out on the order page.',
        'Subscriptions run for one month at a time and renew automatically for a further month unless you cancel them. The price is charged at the start of each billing period via our payment service provider Stripe using the payment method you have chosen.',
        'You can cancel your subscription at any time with effect from the end of the current billing period – in your account settings using the “Cancel contracts here” button (Section 312k BGB) or by email to kontakt@spielraum.example. We confirm the cancellation to you by email without delay. You can continue to use the subscription benefits until the end of the paid period. The right to terminate for good cause remains unaffected.',
        'We only change the price of an existing subscription with your express consent. We inform you at least six weeks before the planned change takes effect. If you do not consent, your subscription continues at the previous price; in that case we may terminate it with one month’s notice to the end of a billing period.',
        'boostz credited to you as part of a subscription are subject to section 9 and remain yours after the subscription ends.',
      ],
    },
    {
      heading: '12. Prices, conclusion of contract and payment',
      paragraphs: [
        'All prices are final prices in euros including statutory VAT. The presentation of boostz packages and subscriptions in Spielraum does not yet constitute a binding offer.',
        'How the contract is concluded: you select a boostz package or a subscription and are taken to the payment page of our payment service provider Stripe, where you enter your payment details. Before submitting, you see an overview of your order and can correct your details using the input fields or your browser’s back function. By clicking the order button (labelled “order with obligation to pay” or something equally unambiguous such as “buy now” or “subscribe and pay”), you submit a binding offer. The contract is concluded when we accept the order, at the latest when the boostz are credited or the subscription is activated. You then receive a confirmation with the content of the contract by email.',
        'The contract languages are German and English. We store the contract text. You can view the current version of these Terms of Use in Spielraum at any time and earlier versions in the archive; you receive your order details in the confirmation email.',
        'Payment is made via Stripe using the payment methods offered there. If a payment is reversed for reasons for which you are responsible, we may block the services concerned until the outstanding amount has been settled and charge the reversal fees we have incurred; you remain free to prove that we incurred no loss or a lower loss.',
      ],
    },
    {
      heading: '13. AI features',
      paragraphs: [
        'Our AI features let you have games and podcasts generated from a text description; in addition, an assistant answers questions about Spielraum. Depending on the configuration, results are produced by a connected AI model of an external provider or by our own generators, which work without external services. Podcasts are created with synthetic voice output.',
        'AI results are generated automatically. They may be incomplete, inaccurate or inappropriate, or resemble existing works. Please check results before using or publishing them. The assistant’s answers are non-binding and do not constitute legal, financial, health or other professional advice; only these Terms of Use and our other legal texts are authoritative.',
        'The community rules apply to your inputs accordingly. In particular, do not use the AI features to generate illegal, harmful-to-minors or infringing content, to create realistic depictions of real people or to process other people’s personal data. We may filter inputs and results automatically and limit usage, for example through quotas.',
        'To the extent that rights arise in the results and belong to us, we grant them to you in full as between you and us. However, we do not warrant that results are protected by copyright or free of third-party rights. If you publish results on Spielraum, section 5 applies to them as it does to your own content.',
        'We label AI-generated content as such in Spielraum. Do not remove this label and do not present AI-generated content as made by humans where this may mislead others.',
      ],
    },
    {
      heading: '14. Well-being features',
      paragraphs: [
        'Our well-being features let you set play-time goals, review your play sessions and answer questions about your mood. Using them is voluntary; you can switch them off in the settings at any time. Depending on your goal, we ask you to confirm before a game starts, ask about your mood or suggest alternatives.',
        'The features are meant to help you reflect on your gaming habits. They are not a medical device, do not provide a diagnosis and are no substitute for medical or psychotherapeutic advice. We cannot guarantee that you will reach your goals, and the statistics may be incomplete, for example if you play outside Spielraum.',
        'If you feel that gaming is no longer good for you, talk to people you trust or seek support – in Germany, for example, from TelefonSeelsorge (0800 111 0 111 or 0800 111 0 222, free of charge and around the clock) or, if you are younger, from Nummer gegen Kummer (116 111). In an acute emergency, call the emergency number 112.',
        'Section 14 of our Privacy Policy explains how we process the data involved.',
      ],
    },
    {
      heading: '15. Changes to and further development of the services',
      paragraphs: [
        'We continuously develop Spielraum. We may change digital products we provide to you beyond what is necessary to keep them in conformity with the contract if there is a valid reason for doing so – for example adapting to new technical environments or growing user numbers, changed legal requirements, security reasons, the introduction of new features or the removal of rarely used features (Section 327r BGB). This will not cost you anything extra, and we will inform you about the change in a clear and comprehensible manner.',
        'If such a change impairs your access to or the usability of a paid digital product more than insignificantly, we will inform you in good time beforehand on a durable medium, for example by email, of the features and timing of the change and of your right to terminate the contract free of charge within 30 days. This right does not apply if we enable you to continue using the digital product unchanged at no additional cost.',
        'We may change, restrict or discontinue free features, taking your legitimate interests into account. If we discontinue Spielraum altogether, we will announce this at least three months in advance, give you the opportunity to export your data, and refund on a pro-rata basis the purchase price of purchased boostz not yet used and any subscription fees paid in advance.',
      ],
    },
    {
      heading: '16. Warranty',
      paragraphs: [
        'The statutory rights in respect of defects apply, for digital products in particular Sections 327 et seq. BGB. This includes our providing you with the updates necessary to keep the products in conformity with the contract, including security updates.',
      ],
    },
    {
      heading: '17. Liability',
      paragraphs: [
        'We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and to the extent of any guarantee we have given.',
        'In the event of a slightly negligent breach of a material contractual obligation, our liability is limited to the foreseeable damage typical for this type of contract. Material contractual obligations are those whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance you may regularly rely.',
        'Otherwise, our liability for slight negligence is excluded. The above limitations also apply in favour of our legal representatives, employees and vicarious agents. Your statutory rights in respect of defects in digital products remain unaffected.',
      ],
    },
    {
      heading: '18. Indemnification',
      paragraphs: [
        'If you culpably infringe the rights of third parties or these Terms of Use and third parties or authorities make claims against us as a result, you shall indemnify us against these claims, including the reasonable costs of legal defence. We will inform you of any such claim without delay and give you the opportunity to comment. Further statutory claims remain unaffected.',
      ],
    },
    {
      heading: '19. Term, termination and account deletion',
      paragraphs: [
        'The free contract of use runs for an indefinite period. You can terminate it at any time without notice by deleting your account in the settings or by sending us a message to that effect. This also cancels any running subscription with effect from the end of the paid billing period; no further payments will be charged.',
        'If you delete your account, it is deactivated immediately and is no longer visible to others. You can restore it with your sign-in credentials within 30 days; the contract of use then continues under the terms applicable at that time. After the 30 days have expired, we permanently delete your account together with all content, boostz and digital items; it can then no longer be restored. Statutory retention obligations remain unaffected. You can request a copy of your data before deletion.',
        'We may terminate the free contract of use with four weeks’ notice, and a subscription with effect from the end of a billing period, likewise with at least four weeks’ notice. In that case we refund on a pro-rata basis the purchase price of purchased boostz not yet used.',
        'The right of either party to terminate for good cause remains unaffected. Good cause for us exists in particular in the event of serious violations of these Terms of Use or violations repeated despite a warning, criminal offences committed via Spielraum, or manipulation of boostz or payments. A warning is not required if it is obviously futile or the violation is so serious that we cannot reasonably be expected to continue the contract. After such a termination, you may not create a new account without our consent.',
      ],
    },
    {
      heading: '20. Changes to these Terms of Use',
      paragraphs: [
        'We may amend these Terms of Use for the future if there is an objective reason, for example a change in the law or case law, new features or the need to close gaps in the rules. We notify you of changes at least six weeks before they take effect, in Spielraum and by email, and present them clearly.',
        'The amended terms apply to you once you agree to them, for example by confirming them the next time you sign in. Changes that are solely to your advantage or purely editorial apply without separate consent. If you do not agree, the previous terms continue to apply to you; we may then terminate the contract with notice in accordance with section 19.',
      ],
    },
    {
      heading: '21. Data protection',
      paragraphs: [
        'Our Privacy Policy and our Cookie Policy explain how we process personal data. Please send any questions about data protection to datenschutz@spielraum.example.',
      ],
    },
    {
      heading: '22. Withdrawal notice',
      paragraphs: [
        'As a consumer, you have a right of withdrawal for contracts concerning boostz packages and subscriptions in accordance with the following notice.',
      ],
    },
    {
      heading: '22.1 Right of withdrawal',
      paragraphs: [
        'You have the right to withdraw from this contract within fourteen days without giving any reason.',
        'The withdrawal period will expire after fourteen days from the day of the conclusion of the contract.',
        'To exercise the right of withdrawal, you must inform us (Spielraum GmbH, Musterstraße 12, 10115 Berlin, Germany, phone: +49 30 0000000, email: kontakt@spielraum.example) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the attached model withdrawal form, but it is not obligatory.',
        'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
      ],
    },
    {
      heading: '22.2 Effects of withdrawal',
      paragraphs: [
        'If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
        'If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract.',
        '– End of withdrawal notice –',
      ],
    },
    {
      heading: '22.3 Early expiry of the right of withdrawal',
      paragraphs: [
        'boostz packages (digital content): for contracts for the supply of digital content not supplied on a tangible medium, your right of withdrawal expires as soon as we have begun performing the contract – that is, credited the boostz to your account – after you have (1) expressly consented to our beginning performance before the end of the withdrawal period, (2) acknowledged that by giving this consent you lose your right of withdrawal once performance begins, and (3) we have provided you with a confirmation of the contract under Section 312f BGB (Section 356(5) BGB). We expressly ask for this consent and acknowledgement during the ordering process.',
        'Subscriptions (digital services): for subscriptions, the right of withdrawal expires once we have fully performed the service, provided we only began performance after you gave your express consent and at the same time acknowledged that you lose your right of withdrawal once we have fully performed the contract (Section 356(4) BGB). If you withdraw earlier, the second paragraph of section 22.2 applies.',
      ],
    },
    {
      heading: '22.4 Model withdrawal form',
      paragraphs: [
        '(Complete and return this form only if you wish to withdraw from the contract.)',
        'To: Spielraum GmbH, Musterstraße 12, 10115 Berlin, Germany, email: kontakt@spielraum.example',
      ],
      list: [
        'I/We (*) hereby give notice that I/we (*) withdraw from my/our (*) contract for the supply of the following digital content (*)/for the provision of the following service (*):',
        'Ordered on (*)/received on (*):',
        'Name of consumer(s):',
        'Address of consumer(s):',
        'Signature of consumer(s) (only if this form is notified on paper):',
        'Date:',
        '(*) Delete as appropriate.',
      ],
    },
    {
      heading: '23. Dispute resolution',
      paragraphs: [
        'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. For disputes about moderation decisions, out-of-court dispute settlement under section 6 is also available to you.',
      ],
    },
    {
      heading: '24. Final provisions',
      paragraphs: [
        'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer habitually resident in another country, you retain the protection afforded by the mandatory provisions of the law of that country (Art. 6(2) Rome I Regulation).',
        'If you are a merchant, a legal entity under public law or a special fund under public law, Berlin is the exclusive place of jurisdiction for all disputes arising from this contract. For consumers, the statutory places of jurisdiction apply.',
        'Should individual provisions of these Terms of Use be invalid, the rest of the contract remains valid. The invalid provisions are replaced by the statutory provisions (Section 306 BGB).',
        'These Terms of Use are available in German and English. In the event of discrepancies, the German version prevails unless mandatory law provides otherwise. Earlier versions, such as the version of August 8, 2023, are available in the archive.',
      ],
    },
  ],
};

export default doc;
