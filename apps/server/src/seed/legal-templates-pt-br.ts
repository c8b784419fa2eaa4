import { type LegalFacts, legalFacts } from './legal-templates';

/**
 * legal-templates.ts in Brazilian Portuguese (você, as the app speaks): same sections, same facts,
 * same tags. The app's name goes without an article, so any name reads right.
 */
const dateLine = { dateLocale: 'pt-BR', label: 'Última atualização:' };

export function termsTemplatePtBr(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Estes termos regem o uso que você faz de ${name}, um serviço que transforma suas ideias e imagens em desenhos para colorir que você pode pintar on-line, imprimir e compartilhar. Ao criar uma conta ou usar o serviço, você concorda com eles. Se não concordar, pedimos que não use ${name}.</p>`,
    '<h2>1. Sua conta</h2>',
    '<p>Você entra com um código de uso único enviado para o seu e-mail, então proteja o acesso a essa caixa de entrada: quem conseguir lê-la pode entrar na sua conta como se fosse você. Informe seu nome verdadeiro e um endereço de e-mail que seja seu. Você é responsável pelo que acontece na sua conta.</p>',
    '<p>Crianças só podem usar o serviço por meio de uma conta criada e supervisionada por um dos pais, um responsável legal ou um professor, que aceita estes termos em nome delas.</p>',
    '<h2>2. Os desenhos que você cria</h2>',
    `<p>Você mantém os direitos que tiver sobre as descrições que escreve e as imagens que envia. Você concede a ${name} uma licença mundial, não exclusiva e gratuita para armazená-las, processá-las e exibi-las, assim como os desenhos criados a partir delas, para operar o serviço, inclusive para mostrar desenhos na galeria pública, onde outros usuários podem colori-los.</p>`,
    '<p>Envie somente imagens que você tem o direito de usar e não envie fotos de outras pessoas sem a permissão delas. Os desenhos são feitos automaticamente por um serviço de geração de imagens: os resultados podem não ser perfeitos, e descrições parecidas podem gerar desenhos parecidos para outros usuários.</p>',
    '<h2>3. Uso aceitável</h2>',
    '<p>Não use o serviço para criar ou compartilhar conteúdo ilegal, de ódio, de assédio, sexual ou violento, ou que viole direitos de terceiros. Não tente derrubar, sobrecarregar ou extrair dados do serviço em massa, burlar os limites dele nem acessar contas de outras pessoas. Podemos remover desenhos e bloquear contas que desrespeitem estas regras.</p>',
    '<h2>4. Planos, pagamentos e reembolsos</h2>',
    '<ul>',
    '<li>O plano gratuito inclui, todo mês, um número limitado de desenhos novos e de desenhos públicos.</li>',
    '<li>Os planos pagos são cobrados mensalmente, de forma antecipada, e renovados automaticamente até você cancelar. Você pode cancelar a qualquer momento na página da sua conta; seu plano continua ativo até o fim do período já pago.</li>',
    '<li>Os pacotes de páginas são pagos uma única vez e não expiram. As páginas de um pacote são usadas depois que as páginas do mês acabam.</li>',
    '<li>Os pagamentos são processados pelos nossos provedores de pagamento; nunca vemos os dados completos do seu cartão.</li>',
    `<li>Se algo deu errado com um pagamento ou com um desenho cobrado, escreva para ${contact} em até 14 dias e nós resolveremos o problema ou devolveremos o seu dinheiro. Isso não afeta os direitos que a legislação de defesa do consumidor garante a você.</li>`,
    '</ul>',
    '<h2>5. Nosso serviço</h2>',
    `<p>O software, o design e o conteúdo integrado de ${name} pertencem a nós ou aos nossos licenciadores. Trabalhamos para manter o serviço disponível e seus desenhos em segurança, mas podemos alterar, pausar ou encerrar funcionalidades, e oferecemos o serviço “no estado em que se encontra”, sem garantias além das exigidas por lei.</p>`,
    '<h2>6. Responsabilidade</h2>',
    '<p>Nada nestes termos limita responsabilidades que não podem ser limitadas por lei, como a responsabilidade por morte ou lesão corporal causada por negligência, ou por fraude. Fora isso, não respondemos por perdas indiretas ou imprevisíveis, e nossa responsabilidade total perante você fica limitada ao valor que você nos pagou nos doze meses anteriores à reclamação.</p>',
    '<h2>7. Encerramento da sua conta</h2>',
    '<p>Você pode parar de usar o serviço e pedir a exclusão da sua conta a qualquer momento. Podemos suspender ou encerrar contas que desrespeitem estes termos e informaremos o motivo, a menos que a lei nos impeça.</p>',
    '<h2>8. Alterações destes termos</h2>',
    '<p>Podemos atualizar estes termos conforme o serviço mudar. Avisaremos sobre alterações importantes por e-mail ou no app antes que entrem em vigor; a data no topo indica a versão mais recente. Se você continuar usando o serviço depois de uma alteração, os novos termos passam a valer.</p>',
    '<h2>9. Contato</h2>',
    `<p>Dúvidas sobre estes termos? Escreva para ${contact}.</p>`,
  ].join('\n');
}

export function privacyTemplatePtBr(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Esta política explica quais dados pessoais ${name} coleta, por quê, com quem os compartilhamos e quais escolhas você tem. Coletamos apenas o necessário para operar o serviço e nunca vendemos seus dados.</p>`,
    '<h2>1. O que coletamos</h2>',
    '<ul>',
    '<li><strong>Dados da conta:</strong> seu nome, seu endereço de e-mail e, se você adicionar, uma foto de perfil.</li>',
    '<li><strong>O que você cria:</strong> as descrições que escreve, as imagens que envia, os desenhos criados a partir delas, suas pinturas e seus favoritos.</li>',
    '<li><strong>Pagamentos:</strong> seu plano, os pacotes de páginas comprados, valores e datas. Os dados do cartão vão direto para o nosso provedor de pagamento e nunca chegam até nós.</li>',
    '<li><strong>Dados técnicos:</strong> seu endereço IP, seu navegador e os horários em que você usa o serviço, guardados em registros para fins de segurança e para corrigir problemas.</li>',
    '</ul>',
    '<h2>2. Para que usamos</h2>',
    '<ul>',
    '<li>Para criar e manter sua conta, permitir que você entre e gerar seus desenhos (execução do nosso contrato com você).</li>',
    '<li>Para receber pagamentos e manter os registros exigidos por lei (contrato e obrigação legal).</li>',
    '<li>Para manter o serviço seguro, evitar abusos e melhorá-lo (nosso legítimo interesse).</li>',
    '<li>Para responder às suas mensagens e avisar você sobre mudanças importantes (contrato e legítimo interesse).</li>',
    '</ul>',
    '<h2>3. Com quem compartilhamos</h2>',
    '<p>Somente com prestadores de serviço que nos ajudam a operar o serviço, com contratos que os obrigam a proteger seus dados: nosso provedor de hospedagem e armazenamento, nosso provedor de envio de e-mails, nossos provedores de pagamento e, quando você cria um desenho a partir de uma descrição, nosso provedor de geração de imagens, que recebe a descrição, mas não o seu nome nem o seu e-mail. Só divulgamos dados a autoridades quando a lei exige.</p>',
    '<p>Alguns desses provedores podem tratar dados fora do seu país. Nesses casos, adotamos salvaguardas reconhecidas pela legislação de proteção de dados, como cláusulas contratuais padrão.</p>',
    '<h2>4. Por quanto tempo guardamos</h2>',
    '<p>Guardamos os dados da sua conta enquanto ela existir. Quando você exclui sua conta, apagamos seus dados pessoais em até 30 dias, exceto os registros de pagamento, que guardamos pelo prazo exigido pela legislação tributária e contábil. Os registros de segurança são mantidos por até 90 dias.</p>',
    '<h2>5. Cookies e armazenamento local</h2>',
    '<p>Não usamos cookies de publicidade nem de rastreamento. O app guarda sua sessão no armazenamento local do navegador para que você continue conectado; ao sair da conta, ela é removida.</p>',
    '<h2>6. Seus direitos</h2>',
    `<p>Você pode pedir para acessar, corrigir, exportar ou excluir seus dados pessoais, além de se opor ao uso deles ou pedir que ele seja restringido. Muitos dados podem ser alterados na página da sua conta; para todo o resto, escreva para ${contact}. Respondemos em até um mês. Você também tem o direito de apresentar uma reclamação à autoridade de proteção de dados do seu país.</p>`,
    '<h2>7. Crianças</h2>',
    '<p>Crianças usam o serviço por meio de uma conta criada e supervisionada por um dos pais, um responsável legal ou um professor, que decide o que a criança pode criar e compartilhar. Não coletamos intencionalmente dados diretamente de crianças sem esse consentimento; se você acredita que isso aconteceu, fale com a gente e nós os excluiremos.</p>',
    '<h2>8. Segurança</h2>',
    '<p>As conexões com o serviço são criptografadas, o login usa códigos de uso único em vez de senhas e o acesso a dados pessoais é restrito às pessoas que precisam dele para operar o serviço.</p>',
    '<h2>9. Alterações e contato</h2>',
    `<p>Avisaremos sobre alterações importantes nesta política por e-mail ou no app; a data no topo indica a versão mais recente. Dúvidas ou solicitações: ${contact}.</p>`,
  ].join('\n');
}
