import type { CorpusTranslation } from './translation';

export const pt: CorpusTranslation = {
  texts: {
    dontKnow: 'Desculpe, não sei responder isso com certeza. Escreva para a nossa equipe pelo formulário de contato, e uma pessoa vai ajudar você.',
    contactForm: 'Formulário de contato',
    unavailable: 'Desculpe, o assistente não está disponível agora. Escreva para a gente em {email}.',
    darkModeOn: 'Claro, vou ativar o modo escuro.',
    darkModeLink: 'Ativar modo escuro',
    lightModeOn: 'Claro, vou ativar o modo claro.',
    lightModeLink: 'Ativar modo claro',
    searching: 'Pesquisando “{term}”.',
    searchLink: 'Pesquisar “{term}”',
  },
  entries: {
    feed: {
      keywords: 'feed início página inicial vídeos clipes vídeos curtos assistir rolar scroll para você recomendados',
      answer: 'Na página inicial fica o seu feed de vídeos curtos: “Para você” mostra clipes de acordo com suas curtidas e seus jogos, e “Seguindo”, os clipes das pessoas que você segue.',
      links: ['Ir para o feed'],
    },
    'feed-following': {
      keywords: 'seguindo seguir sigo seguidores seguidos deixar de seguir criadores follow aba',
      answer: 'Siga pessoas com o botão “Seguir” no perfil delas. Os clipes delas passam a aparecer na aba “Seguindo” da página inicial.',
      links: ['Ir para o feed'],
    },
    explore: {
      keywords: 'explorar descobrir tendências em alta populares novos clipes novidades comunidade viral',
      answer: 'Em “Explorar”, você encontra clipes, jogos e tendências populares da comunidade.',
      links: ['Explorar'],
    },
    upload: {
      keywords: 'enviar envio vídeo upload subir postar publicar clipe compartilhar mandar',
      answer: 'Envie um vídeo em “Enviar” (até 200 MB e 3 minutos). Para isso, você precisa de uma conta com e-mail confirmado.',
      links: ['Enviar vídeo'],
    },
    'upload-processing': {
      keywords: 'vídeo processamento processando demorando demora falhou erro formato mp4 travado conversão',
      answer: 'Depois do envio, seu vídeo é processado; você acompanha o progresso no estúdio, em “Conteúdos”. Se falhar, o motivo aparece lá.',
      links: ['Meus conteúdos'],
    },
    'likes-comments': {
      keywords: 'curtir curtida curtidas like coração comentário comentar comento comentários responder resposta balão',
      answer: 'Toque no coração para curtir um clipe e no balão de fala para ler e escrever comentários.',
      links: ['Ir para o feed'],
    },
    history: {
      keywords: 'histórico assistidos vídeos assistidos vistos recentemente assisti rever clipes assistidos',
      answer: 'Os clipes que você assistiu recentemente ficam no seu histórico.',
      links: ['Histórico'],
    },
    studio: {
      keywords: 'estúdio painel dashboard estatísticas visualizações views criador conteúdos gerenciar métricas vídeos',
      answer: 'No estúdio, você vê suas visualizações e estatísticas de criador e gerencia seus clipes e jogos.',
      links: ['Painel do estúdio', 'Conteúdos'],
    },
    games: {
      keywords: 'jogos catálogo catálogo de jogos categorias gêneros encontrar jogo navegar ordenar populares avaliação games',
      answer: 'No catálogo de jogos, você navega por categorias, ordena por populares, mais novos ou avaliação e encontra jogos de navegador.',
      links: ['Catálogo de jogos'],
    },
    'play-browser': {
      keywords: 'jogar no navegador navegador jogar agora iniciar jogo jogo de navegador download sandbox online grátis',
      answer: 'Muitos jogos rodam direto no navegador: abra a página de um jogo e toque em “Jogar no navegador”. Eles rodam isolados em uma sandbox; no catálogo, o filtro “Jogável no navegador” mostra só esses jogos.',
      links: ['Jogos no navegador', 'Catálogo de jogos'],
    },
    'play-page': {
      keywords: 'meus jogos continuar jogando jogados recentemente últimos jogos recomendações favoritos biblioteca',
      answer: 'Em “Meus jogos”, você encontra o que jogou por último, seus jogos favoritos, recomendações e novidades dos seus favoritos.',
      links: ['Meus jogos'],
    },
    favourites: {
      keywords: 'favoritos favorito salvar salvos salvo coração marcar jogos salvos meus favoritos jogos preferidos',
      answer: 'Na página de um jogo, toque em “Salvar” (o coração). Seus jogos favoritos ficam em “Meus jogos” e no seu perfil; as atualizações deles, em “Atualizações”.',
      links: ['Meus jogos', 'Catálogo de jogos'],
    },
    'age-rating': {
      keywords: 'usk idade classificação etária classificação indicativa 18 anos menores proteção de menores verificação',
      answer: 'Os jogos têm uma classificação USK (por exemplo, USK 12). Antes de iniciar um jogo com classificação mais alta, o Spielraum pergunta a sua idade.',
      links: ['Catálogo de jogos'],
    },
    'game-rating': {
      keywords: 'avaliar avalio avaliação estrelas nota review resenha opinião classificar',
      answer: 'Na página de um jogo, você pode avaliá-lo com estrelas.',
      links: ['Catálogo de jogos'],
    },
    updates: {
      keywords: 'atualizações atualização novidades notícias patch notas de patch changelog updates jogos',
      answer: 'Em “Atualizações”, você lê as novidades que os desenvolvedores publicam sobre seus jogos.',
      links: ['Atualizações', 'Atualizações de jogos'],
    },
    'updates-create': {
      keywords: 'escrever atualização publicar atualização criar desenvolvedor notas de patch anunciar changelog update',
      answer: 'Se você é criador, publique uma atualização do seu jogo em “Escrever atualização”.',
      links: ['Escrever atualização'],
    },
    'game-upload': {
      keywords: 'enviar jogo publicar meu jogo jogo próprio desenvolvedor criar jogo indie build navegador zip index html capa',
      answer: 'Crie seus próprios jogos em “Criar um jogo”. Depois, envie uma capa e – se ele rodar no navegador – a versão para navegador: um ZIP com index.html, de no máximo 50 MB.',
      links: ['Criar um jogo'],
    },
    'ai-game': {
      keywords: 'ia inteligência artificial gerar jogo criar jogo com ia gerador texto para jogo oficina de ia ai',
      answer: 'Na “Oficina de IA”, você descreve um jogo em uma frase, e o Spielraum cria com ela um jogo de navegador jogável.',
      links: ['Oficina de IA'],
    },
    'ai-podcast': {
      keywords: 'podcast criar gerar ia vozes voz áudio episódio inteligência artificial',
      answer: 'Na “Oficina de IA”, você cria um podcast com duas vozes a partir de uma descrição.',
      links: ['Oficina de IA'],
    },
    giveaways: {
      keywords: 'sorteio sorteios giveaway participar participo ganhar prêmio concurso rifa inscrever semente',
      answer: 'Participe dos sorteios abertos com “Participar”; suas participações e prêmios ficam em “Minhas participações”. Cada sorteio pode ser conferido com a semente publicada.',
      links: ['Sorteios', 'Minhas participações'],
    },
    'giveaways-own': {
      keywords: 'criar sorteio organizar meus sorteios lançar giveaway próprio sortear prêmios ganhadores',
      answer: 'Inicie um sorteio para o seu próprio jogo em “Meus sorteios”: informe o prêmio, a quantidade de prêmios e o encerramento – o sorteio acontece automaticamente.',
      links: ['Meus sorteios'],
    },
    leaderboard: {
      keywords: 'ranking classificação tabela posição colocação pontos top criadores leaderboard melhores',
      answer: 'O ranking mostra os criadores cujos jogos foram mais jogados, salvos e curtidos nesta semana, neste mês ou desde sempre.',
      links: ['Ranking'],
    },
    profile: {
      keywords: 'perfil meu perfil foto de perfil avatar bio descrição mudar editar imagem foto',
      answer: 'Seu perfil mostra seus clipes, favoritos e amigos. A foto de perfil e a descrição você muda nas configurações.',
      links: ['Configurações'],
    },
    username: {
      keywords: 'nome de usuário usuário mudar mudo nome trocar nome renomear apelido nick',
      answer: 'Mude seu nome de usuário nas configurações, em “Minha conta”.',
      links: ['Configurações da conta'],
    },
    password: {
      keywords: 'senha mudar senha alterar esqueci a senha redefinir recuperar password',
      answer: 'Altere sua senha em “Minha conta”, nas configurações. Se você a esqueceu, use “Esqueci a senha” ao entrar.',
      links: ['Configurações da conta'],
    },
    'email-verify': {
      keywords: 'confirmar e-mail email verificar verificação link de confirmação recebi chegou reenviar',
      answer: 'Depois do cadastro, você recebe um e-mail com um link de confirmação. Na página “Confirmar e-mail”, você pode pedir o link de novo.',
      links: ['Confirmar e-mail'],
    },
    signup: {
      keywords: 'cadastrar cadastro criar conta registrar entrar login fazer login conta nova google',
      answer: 'Cadastre-se com seu e-mail ou com o Google. Depois, você confirma seu e-mail e escolhe seu idioma.',
      links: ['Boas-vindas'],
    },
    friends: {
      keywords: 'amigos amigo pedido de amizade adicionar adiciono lista de amigos amizade aceitar convite',
      answer: 'Envie pedidos de amizade pelo perfil da pessoa; aceite e gerencie os pedidos em “Amigos”.',
      links: ['Amigos'],
    },
    groups: {
      keywords: 'grupo grupos chat em grupo conversa em grupo criar grupo várias pessoas',
      answer: 'Nos grupos, você conversa com várias pessoas de uma vez. Crie um grupo a partir das suas mensagens.',
      links: ['Mensagens'],
    },
    chat: {
      keywords: 'chat mensagens mensagem privada mensagem direta dm conversa escrever enviar bater papo',
      answer: 'Mensagens privadas e chats em grupo ficam em “Mensagens”.',
      links: ['Mensagens'],
    },
    encryption: {
      keywords: 'criptografia criptografado criptografados ponta a ponta seguro segurança privado ler espionar',
      answer: 'Os chats privados têm criptografia de ponta a ponta: só você e as pessoas com quem você conversa podem lê-los.',
      links: ['Mensagens', 'Privacidade'],
    },
    forum: {
      keywords: 'fórum fóruns tópico tópicos discussão debate tema publicação perguntar comunidade',
      answer: 'No fórum, você participa de discussões em tópicos; para começar um novo, use “Criar tópico”.',
      links: ['Fóruns', 'Criar tópico'],
    },
    notifications: {
      keywords: 'notificações notificação alertas avisos push sino desativar notificações desligar',
      answer: 'Escolha quais notificações você recebe nas configurações, em “Notificações”.',
      links: ['Notificações'],
    },
    'privacy-settings': {
      keywords: 'privacidade privado perfil privado visibilidade visível público ver vê ocultar atividade esconder',
      answer: 'Defina quem vê seu perfil e sua atividade nas configurações, em “Privacidade”.',
      links: ['Privacidade'],
    },
    'privacy-policy': {
      keywords: 'proteção de dados política de privacidade dados lgpd gdpr dados pessoais armazenados',
      answer: 'A política de privacidade explica o que fazemos com seus dados.',
      links: ['Política de privacidade'],
    },
    cookies: {
      keywords: 'cookies cookie banner consentimento aceitar recusar rastreamento tracking análise',
      answer: 'Você pode mudar seu consentimento de cookies a qualquer momento na página de cookies.',
      links: ['Cookies'],
    },
    block: {
      keywords: 'bloquear bloqueio usuário bloqueado bloqueados assédio assediado desbloquear incomodar',
      answer: 'Em um perfil, escolha “Bloquear” no menu; pessoas bloqueadas não podem mais entrar em contato com você.',
      links: ['Amigos'],
    },
    mute: {
      keywords: 'silenciar silenciado silenciados mutar mute ocultar esconder ignorar clipes',
      answer: 'Com “Silenciar” em um perfil, você deixa de ver os clipes dessa pessoa sem bloqueá-la.',
      links: ['Ir para o feed'],
    },
    report: {
      keywords: 'denunciar denuncio denúncia reportar publicação violação inadequado impróprio spam abuso report',
      answer: 'Denuncie clipes, comentários ou perfis inadequados com “Denunciar” no menu deles. Nossa equipe analisa cada denúncia.',
      links: ['Contato'],
    },
    search: {
      keywords: 'pesquisar pesquisa buscar busca encontrar lupa procurar usuário procurar jogo pessoas',
      answer: 'Com a lupa no topo, você pesquisa pessoas, clipes e jogos.',
      links: ['Abrir pesquisa'],
    },
    boostz: {
      keywords: 'boostz moeda moedas coins saldo comprar recarregar créditos dinheiro virtual',
      answer: 'boostz são a moeda virtual do Spielraum. Você compra em “boostz” e gasta na loja.',
      links: ['boostz', 'Loja'],
    },
    shop: {
      keywords: 'loja comprar moldura de perfil molduras compras itens extras shop',
      answer: 'Na loja, você troca boostz por molduras de perfil e outros extras.',
      links: ['Loja'],
    },
    locker: {
      keywords: 'armário inventário comprados comprei compras molduras equipar itens minhas coisas',
      answer: 'O que você comprou fica no seu armário; é lá que você equipa as molduras.',
      links: ['Armário'],
    },
    rewards: {
      keywords: 'recompensas recompensa coletar resgatar diária prêmio diário bônus ganhar boostz',
      answer: 'Colete suas recompensas na página “Recompensas”.',
      links: ['Recompensas'],
    },
    'earn-boostz': {
      keywords: 'ganhar ganho conseguir consigo boostz grátis obter mais',
      answer: 'Você ganha boostz todo dia em “Recompensas”, ao concluir missões, com códigos e pelo programa de afiliados, ou compra um pacote em “boostz”.',
      links: ['Recompensas', 'Missões', 'boostz'],
    },
    redeem: {
      keywords: 'resgatar resgato código cupom vale código promocional gift card cartão presente',
      answer: 'Resgate códigos de cupom em “Resgatar código”.',
      links: ['Resgatar código'],
    },
    donate: {
      keywords: 'doar doação dar boostz presentear apoiar criador gorjeta tip',
      answer: 'Apoie criadores com boostz: toque em “Doar” no perfil ou no clipe deles.',
      links: ['boostz'],
    },
    subscription: {
      keywords: 'assinatura assinar premium plano mensal membro cancelar cancelar assinatura',
      answer: 'Você assina em “boostz”; pode cancelar a qualquer momento.',
      links: ['boostz', 'Cancelar assinatura'],
    },
    affiliate: {
      keywords: 'programa de afiliados afiliado convidar indicar indicação convite amigos código ganhar boostz',
      answer: 'Com o programa de afiliados, você convida amigos e ganha boostz.',
      links: ['Programa de afiliados'],
    },
    quests: {
      keywords: 'missões missão quests tarefas desafios objetivos metas de vida motivação diárias semanais',
      answer: 'No sistema de missões, você alcança seus objetivos de vida com missões motivadoras.',
      links: ['Missões'],
    },
    vote: {
      keywords: 'votação votações votar voto votos enquete escolher opinar',
      answer: 'Em “Votação”, você vota em jogos e recursos (com e-mail confirmado).',
      links: ['Votar'],
    },
    wellbeing: {
      keywords: 'bem-estar tempo de jogo metas limite jogar demais pausa saúde controle vício',
      answer: 'Em “Bem-estar”, você define metas de tempo de jogo e vê quanto jogou.',
      links: ['Abrir metas'],
    },
    'preplay-gate': {
      keywords: 'antes de jogar pergunta meta ultrapassada limite atingido início do jogo aviso alerta',
      answer: 'Se você definiu uma meta de tempo de jogo, o Spielraum pergunta antes de iniciar um jogo se você quer jogar mesmo assim quando a meta já foi atingida.',
      links: ['Abrir metas'],
    },
    mood: {
      keywords: 'humor ânimo pop-up popup pergunta enquete rolar scroll sentimento emoção',
      answer: 'Enquanto você rola o feed, o Spielraum às vezes pergunta sobre o seu humor; isso ajuda você a ficar de olho no seu bem-estar.',
      links: ['Bem-estar'],
    },
    launcher: {
      keywords: 'launcher inicializador desktop app para desktop instalar baixar instalador pc funciona',
      answer: 'Com o launcher para desktop, você inicia jogos instalados direto pelo site.',
      links: ['Conectar launcher'],
    },
    'launcher-links': {
      keywords: 'link links spielraum spielraum:// abre abrir inicia protocolo launcher link quebrado navegador',
      answer: 'Links com spielraum:// abrem o launcher para desktop. Se não funcionar, (re)instale o launcher e permita que o navegador o abra.',
      links: ['Conectar launcher'],
    },
    connections: {
      keywords: 'contas vinculadas vincular conectar ligar steam roblox steamid conta steam conexões',
      answer: 'Vincule Steam e Roblox nas configurações, em “Contas vinculadas” – a Steam com seu SteamID64 ou o endereço do seu perfil.',
      links: ['Contas vinculadas'],
    },
    'delete-account': {
      keywords: 'excluir excluo conta apagar apago conta deletar conta encerrar conta remover perfil definitivamente',
      answer: 'Exclua sua conta nas configurações, em “Excluir conta”. Depois disso, você tem um prazo para restaurá-la.',
      links: ['Excluir conta'],
    },
    'restore-account': {
      keywords: 'restaurar conta recuperar conta excluída apagada desfazer exclusão reativar',
      answer: 'Restaure uma conta excluída dentro do prazo pelo link do e-mail de exclusão ou ao entrar.',
      links: ['Contato'],
    },
    language: {
      keywords: 'idioma mudar idioma língua português inglês alemão tradução language',
      answer: 'Mude o idioma nas configurações; o Spielraum está disponível em 11 idiomas.',
      links: ['Configurações'],
    },
    'dark-mode': {
      keywords: 'modo escuro escuro tema escuro modo noturno modo claro claro tema aparência dark mode',
      answer: 'Alterne entre o tema escuro e o claro com um toque – ou nas configurações.',
      links: ['Ativar modo escuro', 'Ativar modo claro'],
    },
    contact: {
      keywords: 'contato suporte ajuda equipe escrever problema atendimento fale conosco',
      answer: 'Fale com a nossa equipe pelo formulário de contato.',
      links: ['Contato'],
    },
    imprint: {
      keywords: 'informações legais responsável empresa provedor editor dados da empresa',
      answer: 'Os dados do responsável pelo site estão nas informações legais.',
      links: ['Informações legais'],
    },
    terms: {
      keywords: 'termos de uso termos condições regras termos e condições normas',
      answer: 'As regras do Spielraum estão nos termos de uso.',
      links: ['Termos de uso'],
    },
    settings: {
      keywords: 'configurações ajustes opções preferências conta configurações da conta',
      answer: 'Todas as configurações ficam em “Configurações”.',
      links: ['Configurações'],
    },
    boost: {
      keywords: 'impulsionar impulso boost promover destacar alcance pagar promoção',
      answer: 'Ao impulsionar um clipe, você o mostra para mais pessoas; isso custa boostz.',
      links: ['boostz'],
    },
    assistant: {
      keywords: 'assistente quem é você bot chatbot ajuda ia robô assistente virtual inteligência artificial',
      answer: 'Sou o assistente do Spielraum: respondo perguntas sobre o Spielraum, mostro a página certa e, por exemplo, ativo o modo escuro.',
      links: ['Ativar modo escuro', 'Contato'],
    },
  },
};
