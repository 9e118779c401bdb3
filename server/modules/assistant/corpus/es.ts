import type { CorpusTranslation } from './translation';

export const es: CorpusTranslation = {
  texts: {
    dontKnow: 'Lo siento, eso no lo sé con seguridad. Escribe a nuestro equipo mediante el formulario de contacto y una persona te ayudará.',
    contactForm: 'Formulario de contacto',
    unavailable: 'Lo sentimos, el asistente no está disponible ahora mismo. Escríbenos a {email}.',
    darkModeOn: 'Claro, activo el modo oscuro.',
    darkModeLink: 'Activar modo oscuro',
    lightModeOn: 'Claro, activo el modo claro.',
    lightModeLink: 'Activar modo claro',
    searching: 'Buscando «{term}».',
    searchLink: 'Buscar «{term}»',
  },
  entries: {
    feed: {
      keywords: 'feed inicio página de inicio vídeos clips vídeos cortos deslizar scroll para ti recomendados portada',
      answer: 'En la página de inicio está tu feed de vídeos cortos: «Para ti» muestra clips según tus me gusta y tus juegos, y «Siguiendo», los clips de las personas a las que sigues.',
      links: ['Ir al feed'],
    },
    'feed-following': {
      keywords: 'siguiendo seguir sigo seguidores seguidos dejar de seguir creadores follow pestaña suscrito',
      answer: 'Sigue a otras personas con el botón «Seguir» de su perfil. Sus clips aparecerán en la pestaña «Siguiendo» de la página de inicio.',
      links: ['Ir al feed'],
    },
    explore: {
      keywords: 'explorar descubrir tendencias trending populares nuevos clips novedades comunidad virales lo más visto',
      answer: 'En «Explorar» encontrarás clips, juegos y tendencias populares de la comunidad.',
      links: ['Explorar'],
    },
    upload: {
      keywords: 'subir subo vídeo clip publicar compartir upload postear crear publicación colgar',
      answer: 'Sube un vídeo en «Subir» (hasta 200 MB y 3 minutos). Para ello necesitas una cuenta con el correo electrónico confirmado.',
      links: ['Subir un vídeo'],
    },
    'upload-processing': {
      keywords: 'vídeo procesando procesamiento tarda mucho error falló fallido formato mp4 atascado subida',
      answer: 'Después de subirlo, tu vídeo se procesa; el progreso lo ves en el estudio, en «Contenido». Si falla, allí aparece el motivo.',
      links: ['Mi contenido'],
    },
    'likes-comments': {
      keywords: 'me gusta like likes corazón comentario comentarios comentar comento responder respuesta bocadillo',
      answer: 'Toca el corazón para dar me gusta a un clip y el bocadillo para leer y escribir comentarios.',
      links: ['Ir al feed'],
    },
    history: {
      keywords: 'historial vistos vídeos vistos visto recientemente repetir clips vistos reproducidos',
      answer: 'Los clips que has visto hace poco están en tu historial.',
      links: ['Historial'],
    },
    studio: {
      keywords: 'estudio panel dashboard estadísticas visualizaciones vistas creador contenido gestionar métricas mis vídeos',
      answer: 'En el estudio ves tus visualizaciones y estadísticas de creador y gestionas tus clips y juegos.',
      links: ['Panel del estudio', 'Contenido'],
    },
    games: {
      keywords: 'juegos catálogo catálogo de juegos categorías géneros buscar juego explorar ordenar populares valoración videojuegos',
      answer: 'En el catálogo de juegos exploras por categorías, ordenas por popular, más reciente o valoración y encuentras juegos de navegador.',
      links: ['Catálogo de juegos'],
    },
    'play-browser': {
      keywords: 'jugar en el navegador navegador jugar ahora iniciar juego juego de navegador descargar online gratis sandbox',
      answer: 'Muchos juegos funcionan directamente en el navegador: abre la página de un juego y toca «Jugar en el navegador». Se ejecutan aislados en un sandbox; en el catálogo, el filtro «Jugable en el navegador» muestra solo estos juegos.',
      links: ['Juegos de navegador', 'Catálogo de juegos'],
    },
    'play-page': {
      keywords: 'mis juegos seguir jugando continuar jugados recientemente últimos juegos recomendaciones favoritos biblioteca',
      answer: 'En «Mis juegos» encontrarás a lo que jugaste por última vez, tus juegos favoritos, recomendaciones y novedades de tus favoritos.',
      links: ['Mis juegos'],
    },
    favourites: {
      keywords: 'favoritos favorito guardar guardados guardo corazón marcar juegos guardados mis favoritos juegos favoritos',
      answer: 'En la página de un juego, toca «Guardar» (el corazón). Tus juegos favoritos están en «Mis juegos» y en tu perfil; sus novedades, en «Novedades».',
      links: ['Mis juegos', 'Catálogo de juegos'],
    },
    'age-rating': {
      keywords: 'usk edad clasificación por edad pegi 18 mayores de edad menores protección de menores verificación',
      answer: 'Los juegos llevan una clasificación USK (p. ej., USK 12). Antes de iniciar un juego con una clasificación más alta, Spielraum te pregunta tu edad.',
      links: ['Catálogo de juegos'],
    },
    'game-rating': {
      keywords: 'valorar valoro valoración puntuar puntúo puntuación estrellas reseña opinión calificar nota',
      answer: 'En la página de un juego puedes valorarlo con estrellas.',
      links: ['Catálogo de juegos'],
    },
    updates: {
      keywords: 'novedades actualizaciones actualización noticias parche notas del parche changelog updates juegos',
      answer: 'En «Novedades» lees las noticias que los desarrolladores publican sobre sus juegos.',
      links: ['Novedades', 'Novedades de juegos'],
    },
    'updates-create': {
      keywords: 'escribir novedad publicar actualización crear desarrollador notas del parche parche anunciar changelog update',
      answer: 'Si eres creador, publicas una novedad sobre tu juego en «Escribir una novedad».',
      links: ['Escribir una novedad'],
    },
    'game-upload': {
      keywords: 'subir juego publicar mi juego juego propio desarrollador crear juego indie build navegador zip index html portada',
      answer: 'Tus propios juegos los creas en «Crear un juego». Después subes una portada y, si funciona en el navegador, su versión web: un ZIP con un index.html, de 50 MB máximo.',
      links: ['Crear un juego'],
    },
    'ai-game': {
      keywords: 'ia inteligencia artificial generar juego crear juego con ia generador texto a juego taller de ia ai',
      answer: 'En el «Taller de IA» describes un juego en una frase y Spielraum crea con ella un juego de navegador jugable.',
      links: ['Taller de IA'],
    },
    'ai-podcast': {
      keywords: 'pódcast podcast crear generar ia voces voz audio episodio inteligencia artificial',
      answer: 'En el «Taller de IA» creas, a partir de una descripción, un pódcast con dos voces.',
      links: ['Taller de IA'],
    },
    giveaways: {
      keywords: 'sorteo sorteos giveaway participar participo ganar gano premio concurso rifa inscribirse semilla',
      answer: 'Participa en los sorteos activos con «Participar»; tus participaciones y premios están en «Mis participaciones». Cada sorteo se puede comprobar con la semilla publicada.',
      links: ['Sorteos', 'Mis participaciones'],
    },
    'giveaways-own': {
      keywords: 'crear sorteo organizar organizo mis sorteos propio lanzar giveaway sortear premios ganadores',
      answer: 'Un sorteo para tu propio juego lo inicias en «Mis sorteos»: indica el premio, el número de premios y la fecha de fin; el sorteo se hace automáticamente.',
      links: ['Mis sorteos'],
    },
    leaderboard: {
      keywords: 'clasificación ranking tabla puesto posición puntos top creadores leaderboard mejores',
      answer: 'La clasificación muestra a los creadores cuyos juegos más se han jugado, guardado y gustado esta semana, este mes o desde siempre.',
      links: ['Clasificación'],
    },
    profile: {
      keywords: 'perfil mi perfil foto de perfil avatar biografía bio descripción cambiar cambio editar imagen',
      answer: 'Tu perfil muestra tus clips, favoritos y amigos. La foto de perfil y la descripción las cambias en los ajustes.',
      links: ['Ajustes'],
    },
    username: {
      keywords: 'nombre de usuario usuario cambiar nombre renombrar apodo nick alias',
      answer: 'Cambia tu nombre de usuario en los ajustes, en «Mi cuenta».',
      links: ['Ajustes de la cuenta'],
    },
    password: {
      keywords: 'contraseña cambiar contraseña olvidé la contraseña restablecer recuperar clave password',
      answer: 'Cambia tu contraseña en «Mi cuenta», en los ajustes. Si la has olvidado, usa «¿Has olvidado tu contraseña?» al iniciar sesión.',
      links: ['Ajustes de la cuenta'],
    },
    'email-verify': {
      keywords: 'confirmar correo verificar email correo electrónico verificación enlace de confirmación no me llega reenviar',
      answer: 'Después de registrarte recibes un correo con un enlace de confirmación. En la página «Confirmar correo electrónico» puedes pedirlo de nuevo.',
      links: ['Confirmar correo electrónico'],
    },
    signup: {
      keywords: 'registrarse registro crear cuenta iniciar sesión entrar login cuenta nueva google darse de alta',
      answer: 'Regístrate con tu correo electrónico o con Google. Después confirmas tu correo y eliges tu idioma.',
      links: ['Bienvenida'],
    },
    friends: {
      keywords: 'amigos amigo solicitud de amistad añadir añado agregar lista de amigos amistad aceptar',
      answer: 'Envía solicitudes de amistad desde un perfil; acéptalas y gestiónalas en «Amigos».',
      links: ['Amigos'],
    },
    groups: {
      keywords: 'grupo grupos chat de grupo chat grupal crear grupo varias personas conversación',
      answer: 'En los grupos chateas con varias personas a la vez. Un grupo lo creas desde tus mensajes.',
      links: ['Mensajes'],
    },
    chat: {
      keywords: 'chat mensajes mensaje privado mensaje directo md dm escribir enviar conversación chatear',
      answer: 'Los mensajes privados y los chats de grupo están en «Mensajes».',
      links: ['Mensajes'],
    },
    encryption: {
      keywords: 'cifrado cifrados encriptado encriptación extremo a extremo seguro seguridad privado leer espiar chat privado',
      answer: 'Los chats privados están cifrados de extremo a extremo: solo las personas de la conversación pueden leerlos.',
      links: ['Mensajes', 'Privacidad'],
    },
    forum: {
      keywords: 'foro foros tema temas hilo debate discusión publicación preguntar comunidad',
      answer: 'En el foro conversas sobre distintos temas; para abrir uno nuevo, usa «Crear tema».',
      links: ['Foros', 'Crear tema'],
    },
    notifications: {
      keywords: 'notificaciones notificación avisos alertas push campana desactivar notificaciones apagar',
      answer: 'Elige qué notificaciones recibes en los ajustes, en «Notificaciones».',
      links: ['Notificaciones'],
    },
    'privacy-settings': {
      keywords: 'privacidad privado perfil privado visibilidad visible público ver ve ocultar actividad oculto',
      answer: 'Quién ve tu perfil y tu actividad lo decides en los ajustes, en «Privacidad».',
      links: ['Privacidad'],
    },
    'privacy-policy': {
      keywords: 'protección de datos política de privacidad datos rgpd datos personales guardados almacenados',
      answer: 'La política de privacidad explica qué hacemos con tus datos.',
      links: ['Política de privacidad'],
    },
    cookies: {
      keywords: 'cookies cookie banner consentimiento aceptar rechazar seguimiento tracking analítica',
      answer: 'Puedes cambiar tu consentimiento de cookies en cualquier momento en la página de cookies.',
      links: ['Cookies'],
    },
    block: {
      keywords: 'bloquear bloqueo usuario bloqueado bloqueados acoso acosar acosador molestar desbloquear',
      answer: 'En un perfil puedes elegir «Bloquear» en el menú; las personas bloqueadas ya no pueden contactarte.',
      links: ['Amigos'],
    },
    mute: {
      keywords: 'silenciar silencio mutear mute silenciado silenciados ocultar clips ignorar',
      answer: 'Con «Silenciar» en un perfil dejas de ver los clips de esa persona sin bloquearla.',
      links: ['Ir al feed'],
    },
    report: {
      keywords: 'denunciar denuncio denuncia reportar reporto publicación infracción inapropiado spam abuso contenido ofensivo',
      answer: 'Denuncia clips, comentarios o perfiles inapropiados con «Denunciar» en su menú. Nuestro equipo revisa cada denuncia.',
      links: ['Contacto'],
    },
    search: {
      keywords: 'buscar búsqueda encontrar lupa buscar usuario buscar juego buscar personas',
      answer: 'Con la lupa de arriba buscas personas, clips y juegos.',
      links: ['Abrir la búsqueda'],
    },
    boostz: {
      keywords: 'boostz moneda monedas coins saldo comprar recargar créditos dinero virtual',
      answer: 'Los boostz son la moneda virtual de Spielraum. Los compras en «boostz» y los gastas en la tienda.',
      links: ['boostz', 'Tienda'],
    },
    shop: {
      keywords: 'tienda comprar marco de perfil marcos compras objetos extras shop',
      answer: 'En la tienda cambias boostz por marcos de perfil y otros extras.',
      links: ['Tienda'],
    },
    locker: {
      keywords: 'taquilla inventario comprado compré compras marcos equipar objetos mis cosas',
      answer: 'Lo que has comprado está en tu taquilla; allí equipas tus marcos.',
      links: ['Taquilla'],
    },
    rewards: {
      keywords: 'recompensas recompensa reclamar recoger diaria premio diario bonus conseguir boostz',
      answer: 'Recoge tus recompensas en la página «Recompensas».',
      links: ['Recompensas'],
    },
    'earn-boostz': {
      keywords: 'conseguir consigo ganar boostz gratis obtener más',
      answer: 'Consigues boostz cada día en «Recompensas», al completar misiones, con códigos y con el programa de afiliados, o compras un paquete en «boostz».',
      links: ['Recompensas', 'Misiones', 'boostz'],
    },
    redeem: {
      keywords: 'canjear canjeo código cupón vale código promocional tarjeta regalo redeem promo',
      answer: 'Canjea los códigos de cupón en «Canjear código».',
      links: ['Canjear código'],
    },
    donate: {
      keywords: 'donar dono donación regalar boostz apoyar creador propina',
      answer: 'Apoya a los creadores con boostz: toca «Donar» en su perfil o en su clip.',
      links: ['boostz'],
    },
    subscription: {
      keywords: 'suscripción suscribirse suscribo premium membresía cancelar cancelo plan mensual',
      answer: 'Te suscribes en «boostz»; puedes cancelar cuando quieras.',
      links: ['boostz', 'Cancelar suscripción'],
    },
    affiliate: {
      keywords: 'programa de afiliados afiliado invitar referido referidos recomendar amigos invitación ganar boostz',
      answer: 'Con el programa de afiliados invitas a tus amigos y ganas boostz.',
      links: ['Programa de afiliados'],
    },
    quests: {
      keywords: 'misiones misión quests tareas retos objetivos metas de vida motivación diarias semanales',
      answer: 'Con el sistema de misiones alcanzas tus metas de vida gracias a misiones que motivan.',
      links: ['Misiones'],
    },
    vote: {
      keywords: 'votación votaciones votar voto votos encuesta sondeo elegir opinar',
      answer: 'En «Votación» votas sobre juegos y funciones (con el correo electrónico confirmado).',
      links: ['Votar'],
    },
    wellbeing: {
      keywords: 'bienestar tiempo de juego objetivos límite jugar demasiado pausa descanso control salud adicción',
      answer: 'En «Bienestar» te pones objetivos de tiempo de juego y ves cuánto has jugado.',
      links: ['Abrir objetivos'],
    },
    'preplay-gate': {
      keywords: 'antes de jugar pregunta aviso objetivo superado límite alcanzado inicio del juego advertencia',
      answer: 'Si te has puesto un objetivo de tiempo de juego, Spielraum te pregunta antes de iniciar un juego si quieres jugar igualmente cuando ya lo has alcanzado.',
      links: ['Abrir objetivos'],
    },
    mood: {
      keywords: 'estado de ánimo ánimo humor ventana emergente popup pregunta deslizar scroll sentirse emoción',
      answer: 'Mientras deslizas, Spielraum a veces te pregunta por tu estado de ánimo; así no pierdes de vista tu bienestar.',
      links: ['Bienestar'],
    },
    launcher: {
      keywords: 'launcher lanzador escritorio aplicación de escritorio app instalar descargar instalador pc funciona',
      answer: 'Con el launcher de escritorio inicias los juegos instalados directamente desde la web.',
      links: ['Conectar el launcher'],
    },
    'launcher-links': {
      keywords: 'enlace enlaces spielraum spielraum:// abrir abre inicia arranca protocolo launcher enlace roto navegador',
      answer: 'Los enlaces con spielraum:// abren el launcher de escritorio. Si no funciona, (re)instala el launcher y permite que el navegador lo abra.',
      links: ['Conectar el launcher'],
    },
    connections: {
      keywords: 'cuentas vinculadas vincular conectar enlazar steam roblox steamid cuenta de steam conexiones',
      answer: 'Vincula Steam y Roblox en los ajustes, en «Cuentas vinculadas»: Steam, con tu SteamID64 o con la dirección de tu perfil.',
      links: ['Cuentas vinculadas'],
    },
    'delete-account': {
      keywords: 'eliminar cuenta elimino borrar borro cuenta darse de baja cerrar cuenta borrar perfil definitivamente',
      answer: 'Elimina tu cuenta en los ajustes, en «Eliminar cuenta». Después tienes un plazo para restaurarla.',
      links: ['Eliminar cuenta'],
    },
    'restore-account': {
      keywords: 'restaurar cuenta recuperar cuenta eliminada borrada deshacer eliminación reactivar',
      answer: 'Una cuenta eliminada la restauras dentro del plazo con el enlace del correo de eliminación o al iniciar sesión.',
      links: ['Contacto'],
    },
    language: {
      keywords: 'idioma cambiar idioma español inglés alemán lengua traducción language',
      answer: 'Cambia el idioma en los ajustes; Spielraum está disponible en 11 idiomas.',
      links: ['Ajustes'],
    },
    'dark-mode': {
      keywords: 'modo oscuro oscuro tema oscuro modo noche modo claro claro tema apariencia dark mode',
      answer: 'Cambia entre el tema oscuro y el claro con un toque, o en los ajustes.',
      links: ['Activar modo oscuro', 'Activar modo claro'],
    },
    contact: {
      keywords: 'contacto soporte ayuda equipo escribir problema atención al cliente soporte técnico',
      answer: 'Contacta con nuestro equipo mediante el formulario de contacto.',
      links: ['Contacto'],
    },
    imprint: {
      keywords: 'aviso legal proveedor responsable empresa datos legales titular',
      answer: 'Los datos del proveedor están en el aviso legal.',
      links: ['Aviso legal'],
    },
    terms: {
      keywords: 'términos de uso condiciones términos y condiciones reglas normas condiciones de uso',
      answer: 'Las reglas de Spielraum están en los términos de uso.',
      links: ['Términos de uso'],
    },
    settings: {
      keywords: 'ajustes configuración opciones preferencias cuenta ajustes de la cuenta',
      answer: 'Todos los ajustes están en «Ajustes».',
      links: ['Ajustes'],
    },
    boost: {
      keywords: 'impulsar impulso boost promocionar destacar alcance pagar promoción más visitas',
      answer: 'Al impulsar un clip, lo muestras a más personas; cuesta boostz.',
      links: ['boostz'],
    },
    assistant: {
      keywords: 'asistente quién eres bot chatbot ayuda ia inteligencia artificial asistente virtual robot',
      answer: 'Soy el asistente de Spielraum: respondo preguntas sobre Spielraum, te muestro la página adecuada y, por ejemplo, activo el modo oscuro.',
      links: ['Activar modo oscuro', 'Contacto'],
    },
  },
};
