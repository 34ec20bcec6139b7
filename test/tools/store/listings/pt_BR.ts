import type { ListingTexts } from '../listing';

const independence = 'Esta extensão é independente: não foi feita pelos autores do phpShort.';

export const ptBR: ListingTexts = {
  independence,
  amoSummary:
    'Encurte a página aberta com o seu servidor phpShort: alias, espaço, privacidade, expiração e QR code, pela barra de ferramentas, pelo menu de contexto ou por um atalho. Gerencie links e estatísticas. Independente dos autores do phpShort.',
  tagline: 'Links curtos com o seu próprio servidor phpShort, direto no navegador.',
  captions: {
    'popup-form': 'Encurte a página aberta: espaço, alias, privacidade, expiração',
    'popup-result': 'O link curto é copiado na hora, com QR code',
    links: 'Todos os seus links: pesquisar, filtrar, editar, excluir',
    stats: 'Cliques por dia e de onde eles vêm',
    bulk: 'Encurtar vários: cole uma lista ou use as abas de uma janela',
  },
  description: `Encurtador de links para phpShort cria links curtos com o seu próprio servidor phpShort, a partir da página que você está vendo, e permite gerenciar os links desse servidor sem abrir o painel dele. Foi feito para quem mantém o próprio phpShort, seja para uma empresa, uma associação ou projetos pessoais.

Encurtar:

- Pop-up da barra de ferramentas: o endereço da página já vem preenchido. Escolha um espaço, um alias, quem pode ver as estatísticas e quando o link expira, e aperte Enter. O link curto é copiado na hora e aparece com um QR code.
- Menu de contexto: encurte esta página, um link dela ou um endereço selecionado.
- Atalho de teclado: Alt+Shift+S encurta a aba atual com as suas opções padrão.
- Links mais limpos: parâmetros de rastreamento, como tags UTM e IDs de clique, são removidos antes de encurtar, a menos que você prefira mantê-los.

Gerenciar:

- Vários servidores: cadastre mais de um servidor ou conta phpShort e alterne entre eles.
- Gerenciador de links: pesquise, filtre, edite e exclua links; crie, renomeie ou exclua espaços.
- Estatísticas (em um servidor phpShort atual): cliques por dia, países, cidades, idiomas, navegadores, dispositivos e sites de origem de cada link.
- Encurtar vários: cole uma lista ou use as abas de uma janela, revise e encurte tudo no ritmo do servidor.
- Exportação: todos os links de um filtro em um arquivo CSV ou JSON.

Seus dados:

Sua chave de API fica no armazenamento de extensões do seu navegador. Os endereços que você encurta, e tudo o mais que a extensão pede ao servidor, vão apenas para o servidor phpShort que você conectar: para mais ninguém, sem análises e sem rastreamento. A política de privacidade está no link desta página.

Você precisa de um servidor phpShort (uma versão atual ou uma mais antiga com a API clássica) e de uma chave de API da sua conta nele. A extensão está disponível em português do Brasil, inglês, alemão, francês, espanhol, chinês simplificado e árabe.

${independence}`,
};
