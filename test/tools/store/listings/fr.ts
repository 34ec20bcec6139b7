import type { ListingTexts } from '../listing';

const independence = 'Cette extension est indépendante : elle n’est pas développée par les auteurs de phpShort.';

export const fr: ListingTexts = {
  independence,
  amoSummary:
    'Raccourcissez la page ouverte avec votre serveur phpShort : alias, espace, confidentialité, expiration, code QR, via la barre d’outils, le menu contextuel ou un raccourci. Gérez liens et statistiques. Indépendante des auteurs de phpShort.',
  tagline: 'Des liens courts avec votre propre serveur phpShort, depuis le navigateur.',
  captions: {
    'popup-form': 'Raccourcir la page : espace, alias, confidentialité, expiration',
    'popup-result': 'Le lien court est aussitôt copié, avec son code QR',
    links: 'Tous vos liens : rechercher, filtrer, modifier, supprimer',
    stats: 'Les clics jour par jour, et d’où ils viennent',
    bulk: 'Raccourcir en masse : une liste collée ou les onglets d’une fenêtre',
  },
  description: `Raccourcisseur de liens pour phpShort crée des liens courts avec votre propre serveur phpShort, depuis la page que vous consultez, et vous permet de gérer les liens de ce serveur sans ouvrir son tableau de bord. L’extension s’adresse à celles et ceux qui hébergent eux-mêmes phpShort, pour une entreprise, une association ou leurs propres projets.

Raccourcir :

- Fenêtre de la barre d’outils : l’adresse de la page est déjà remplie. Choisissez un espace, un alias, qui peut voir les statistiques et quand le lien expire, puis appuyez sur Entrée. Le lien court est aussitôt copié et s’affiche avec son code QR.
- Menu contextuel : raccourcir cette page, un lien qu’elle contient ou une adresse sélectionnée.
- Raccourci clavier : Alt+Maj+S raccourcit l’onglet actif avec vos options par défaut.
- Des liens plus propres : les paramètres de suivi, comme les balises UTM et les identifiants de clic, sont retirés avant de raccourcir, sauf si vous les gardez.

Gérer :

- Plusieurs serveurs : enregistrez plusieurs serveurs ou comptes phpShort et passez de l’un à l’autre.
- Gestion des liens : recherchez, filtrez, modifiez et supprimez vos liens ; créez, renommez ou supprimez des espaces.
- Statistiques (sur un serveur phpShort récent) : clics par jour, pays, villes, langues, navigateurs, appareils et sites référents de chaque lien.
- Raccourcir en masse : collez une liste ou reprenez les onglets d’une fenêtre, vérifiez-la, puis raccourcissez tout au rythme du serveur.
- Export : tous les liens d’un filtre dans un fichier CSV ou JSON.

Vos données :

Votre clé d’API reste dans le stockage des extensions de votre navigateur. Les adresses que vous raccourcissez, comme tout ce que l’extension demande au serveur, ne partent que vers le serveur phpShort auquel vous la connectez : personne d’autre, aucune mesure d’audience, aucun pistage. La politique de confidentialité est accessible depuis cette page.

Il vous faut un serveur phpShort (une version récente, ou une plus ancienne avec l’API classique) et une clé d’API de votre compte sur ce serveur. L’extension est disponible en français, anglais, allemand, espagnol, portugais du Brésil, chinois simplifié et arabe.

${independence}`,
};
