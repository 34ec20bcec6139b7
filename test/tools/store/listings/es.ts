import type { ListingTexts } from '../listing';

const independence = 'Esta extensión es independiente: no la han creado los autores de phpShort.';

export const es: ListingTexts = {
  independence,
  amoSummary:
    'Acorta la página abierta con tu servidor phpShort: alias, espacio, privacidad, caducidad y código QR, desde la barra de herramientas, el menú contextual o un atajo. Gestiona enlaces y estadísticas. Independiente de los autores de phpShort.',
  tagline: 'Enlaces cortos con tu propio servidor phpShort, desde el navegador.',
  captions: {
    'popup-form': 'Acorta la página abierta: espacio, alias, privacidad, caducidad',
    'popup-result': 'El enlace corto se copia al momento, con código QR',
    links: 'Todos tus enlaces: buscar, filtrar, editar, borrar',
    stats: 'Clics por día y de dónde vienen',
    bulk: 'Acortar varios: pega una lista o usa las pestañas de una ventana',
  },
  description: `Acortador de enlaces para phpShort crea enlaces cortos con tu propio servidor phpShort desde la página que estás viendo, y te permite gestionar los enlaces de ese servidor sin abrir su panel. Está pensado para quienes tienen su propio phpShort, para una empresa, una asociación o sus propios proyectos.

Acortar:

- Ventana de la barra de herramientas: la dirección de la página ya está puesta. Elige un espacio, un alias, quién puede ver las estadísticas y cuándo caduca el enlace, y pulsa Intro. El enlace corto se copia al momento y aparece con su código QR.
- Menú contextual: acorta esta página, un enlace de ella o una dirección seleccionada.
- Atajo de teclado: Alt+Mayús+S acorta la pestaña actual con tus opciones predeterminadas.
- Enlaces más limpios: los parámetros de seguimiento, como las etiquetas UTM y los identificadores de clic, se quitan antes de acortar, salvo que decidas conservarlos.

Gestionar:

- Varios servidores: guarda más de un servidor o cuenta de phpShort y cambia de uno a otro.
- Gestor de enlaces: busca, filtra, edita y borra enlaces; crea, renombra o borra espacios.
- Estadísticas (en un servidor phpShort actual): clics por día, países, ciudades, idiomas, navegadores, dispositivos y sitios de referencia de cada enlace.
- Acortar varios: pega una lista o toma las pestañas de una ventana, revísala y acórtala entera al ritmo del servidor.
- Exportar: todos los enlaces de un filtro en un archivo CSV o JSON.

Tus datos:

Tu clave de API se queda en el almacenamiento de extensiones de tu navegador. Las direcciones que acortas, y todo lo demás que la extensión pide al servidor, van solo al servidor phpShort que conectes: a nadie más, sin analíticas y sin rastreo. La política de privacidad está enlazada en esta página.

Necesitas un servidor phpShort (una versión actual, o una anterior con la API clásica) y una clave de API de tu cuenta en él. La extensión está disponible en español, inglés, alemán, francés, portugués de Brasil, chino simplificado y árabe.

${independence}`,
};
