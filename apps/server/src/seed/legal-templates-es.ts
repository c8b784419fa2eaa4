import { type LegalFacts, legalFacts } from './legal-templates';

/** legal-templates.ts in Spanish (tú, as the app speaks): same sections, same facts, same tags. */
const dateLine = { dateLocale: 'es-ES', label: 'Última actualización:' };

export function termsTemplateEs(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Estas condiciones regulan el uso que haces de ${name}, un servicio que convierte tus ideas y tus imágenes en dibujos para colorear que puedes pintar en línea, imprimir y compartir. Al crear una cuenta o usar el servicio, las aceptas. Si no estás de acuerdo, te pedimos que no uses ${name}.</p>`,
    '<h2>1. Tu cuenta</h2>',
    '<p>Entras con un código de un solo uso que te enviamos por correo electrónico, así que protege el acceso a ese buzón: cualquiera que pueda leerlo puede entrar en tu cuenta como si fueras tú. Danos tu nombre real y una dirección de correo que controles. Eres responsable de lo que ocurra en tu cuenta.</p>',
    '<p>Los menores solo pueden usar el servicio a través de una cuenta creada y supervisada por su madre, su padre, su tutor legal o su docente, que acepta estas condiciones en su nombre.</p>',
    '<h2>2. Los dibujos que creas</h2>',
    `<p>Conservas los derechos que tengas sobre las descripciones que escribes y las imágenes que subes. Concedes a ${name} una licencia mundial, no exclusiva y gratuita para almacenarlas, procesarlas y mostrarlas, junto con los dibujos creados a partir de ellas, con el fin de prestar el servicio, lo que incluye mostrar dibujos en la galería pública, donde otros usuarios pueden colorearlos.</p>`,
    '<p>Sube solo imágenes que tengas derecho a usar y no subas fotos de otras personas sin su permiso. Los dibujos los crea automáticamente un servicio de generación de imágenes: el resultado puede no ser perfecto, y descripciones parecidas pueden dar dibujos parecidos a otros usuarios.</p>',
    '<h2>3. Uso aceptable</h2>',
    '<p>No uses el servicio para crear ni compartir contenido ilegal, que incite al odio o al acoso, de carácter sexual o violento, o que vulnere los derechos de otras personas. No intentes romper, sobrecargar o extraer datos del servicio de forma masiva, ni saltarte sus límites, ni acceder a cuentas ajenas. Podemos retirar dibujos y bloquear las cuentas que incumplan estas normas.</p>',
    '<h2>4. Planes, pagos y reembolsos</h2>',
    '<ul>',
    '<li>El plan gratuito incluye cada mes un número limitado de dibujos nuevos y de dibujos públicos.</li>',
    '<li>Los planes de pago se cobran por meses y por adelantado, y se renuevan automáticamente hasta que los canceles. Puedes cancelarlos cuando quieras desde la página de tu cuenta; tu plan sigue activo hasta el final del periodo que ya has pagado.</li>',
    '<li>Los paquetes de páginas se pagan una sola vez y no caducan. Las páginas de un paquete se usan cuando se te acaban las del mes.</li>',
    '<li>Los pagos los gestionan nuestros proveedores de pago; nunca vemos los datos completos de tu tarjeta.</li>',
    `<li>Si algo salió mal con un pago o con un dibujo que se te cobró, escríbenos a ${contact} en un plazo de 14 días y lo solucionaremos o te devolveremos el dinero. Esto no afecta a los derechos que te reconoce la legislación de consumo.</li>`,
    '</ul>',
    '<h2>5. Nuestro servicio</h2>',
    `<p>El software, el diseño y el contenido integrado de ${name} nos pertenecen a nosotros o a nuestros licenciantes. Trabajamos para que el servicio esté disponible y tus dibujos estén a salvo, pero podemos cambiar, pausar o retirar funciones, y ofrecemos el servicio «tal cual», sin más garantías que las que exige la ley.</p>`,
    '<h2>6. Responsabilidad</h2>',
    '<p>Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar, como la responsabilidad por muerte o lesiones personales causadas por negligencia, o por fraude. Fuera de esos casos, no respondemos de pérdidas indirectas o imprevisibles, y nuestra responsabilidad total frente a ti se limita a lo que nos hayas pagado en los doce meses anteriores a la reclamación.</p>',
    '<h2>7. Cierre de tu cuenta</h2>',
    '<p>Puedes dejar de usar el servicio y pedirnos que eliminemos tu cuenta en cualquier momento. Podemos suspender o cerrar las cuentas que incumplan estas condiciones, y te explicaremos el motivo, salvo que la ley nos lo impida.</p>',
    '<h2>8. Cambios en estas condiciones</h2>',
    '<p>Podemos actualizar estas condiciones a medida que cambie el servicio. Te avisaremos de los cambios importantes por correo electrónico o en la aplicación antes de que entren en vigor; la fecha de arriba indica la versión más reciente. Si sigues usando el servicio después de un cambio, se aplicarán las nuevas condiciones.</p>',
    '<h2>9. Contacto</h2>',
    `<p>¿Tienes preguntas sobre estas condiciones? Escríbenos a ${contact}.</p>`,
  ].join('\n');
}

export function privacyTemplateEs(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Esta política explica qué datos personales recoge ${name}, para qué, con quién los compartimos y qué opciones tienes. Solo recogemos lo que necesitamos para prestar el servicio y nunca vendemos tus datos.</p>`,
    '<h2>1. Qué datos recogemos</h2>',
    '<ul>',
    '<li><strong>Datos de la cuenta:</strong> tu nombre, tu dirección de correo electrónico y, si la añades, una foto de perfil.</li>',
    '<li><strong>Lo que creas:</strong> las descripciones que escribes, las imágenes que subes, los dibujos creados a partir de ellas, tus dibujos coloreados y tus favoritos.</li>',
    '<li><strong>Pagos:</strong> tu plan, los paquetes de páginas que compras, los importes y las fechas. Los datos de tu tarjeta van directamente a nuestro proveedor de pagos y nunca llegan a nosotros.</li>',
    '<li><strong>Datos técnicos:</strong> tu dirección IP, tu navegador y los momentos en que usas el servicio, que se guardan en registros por seguridad y para resolver problemas.</li>',
    '</ul>',
    '<h2>2. Para qué los usamos</h2>',
    '<ul>',
    '<li>Para crear y gestionar tu cuenta, permitirte iniciar sesión y crear tus dibujos (para cumplir nuestro contrato contigo).</li>',
    '<li>Para cobrar los pagos y conservar los registros que exige la ley (contrato y obligación legal).</li>',
    '<li>Para mantener el servicio seguro, evitar abusos y mejorarlo (nuestro interés legítimo).</li>',
    '<li>Para responder a tus mensajes e informarte de los cambios importantes (contrato e interés legítimo).</li>',
    '</ul>',
    '<h2>3. Con quién los compartimos</h2>',
    '<p>Solo con proveedores que nos ayudan a prestar el servicio, mediante contratos que les obligan a proteger tus datos: nuestro proveedor de alojamiento y almacenamiento, nuestro proveedor de envío de correo electrónico, nuestros proveedores de pago y, cuando creas un dibujo a partir de una descripción, nuestro proveedor de generación de imágenes, que recibe la descripción, pero no tu nombre ni tu dirección de correo. Solo comunicamos datos a las autoridades cuando la ley lo exige.</p>',
    '<p>Algunos de estos proveedores pueden tratar datos fuera de tu país. En ese caso, nos basamos en las garantías que reconoce la normativa de protección de datos, como las cláusulas contractuales tipo.</p>',
    '<h2>4. Cuánto tiempo los conservamos</h2>',
    '<p>Conservamos los datos de tu cuenta mientras exista. Cuando eliminas tu cuenta, borramos tus datos personales en un plazo de 30 días, salvo los registros de pagos, que conservamos durante el tiempo que exija la normativa fiscal y contable. Los registros de seguridad se guardan hasta 90 días.</p>',
    '<h2>5. Cookies y almacenamiento local</h2>',
    '<p>No usamos cookies publicitarias ni de seguimiento. La aplicación guarda tu sesión en el almacenamiento local de tu navegador para que no tengas que volver a iniciar sesión; al cerrar sesión, se borra.</p>',
    '<h2>6. Tus derechos</h2>',
    `<p>Puedes pedirnos acceder a tus datos personales, rectificarlos, exportarlos o suprimirlos, así como oponerte a su uso o pedir que lo limitemos. Muchos datos puedes cambiarlos tú en la página de tu cuenta; para todo lo demás, escribe a ${contact}. Respondemos en el plazo de un mes. También tienes derecho a presentar una reclamación ante tu autoridad de protección de datos.</p>`,
    '<h2>7. Menores</h2>',
    '<p>Los menores usan el servicio a través de una cuenta creada y supervisada por su madre, su padre, su tutor legal o su docente, que decide qué puede crear y compartir el menor. No recogemos a sabiendas datos directamente de menores sin ese consentimiento; si crees que lo hemos hecho, contáctanos y los eliminaremos.</p>',
    '<h2>8. Seguridad</h2>',
    '<p>Las conexiones con el servicio están cifradas, el inicio de sesión usa códigos de un solo uso en lugar de contraseñas y el acceso a los datos personales está limitado a las personas que lo necesitan para prestar el servicio.</p>',
    '<h2>9. Cambios y contacto</h2>',
    `<p>Te avisaremos de los cambios importantes en esta política por correo electrónico o en la aplicación; la fecha de arriba indica la versión más reciente. Preguntas o solicitudes: ${contact}.</p>`,
  ].join('\n');
}
