import SUBJECT_NAMES from './subject-names.json' with { type: 'json' };
import { words } from './word-stem';

/**
 * Prompts in the app's other languages (es, fr, de, pt-BR) read as their English translation, so
 * "un perro leyendo un libro" plans exactly the page "a dog reading a book" does: subjects,
 * counts, relations, actions and scene all come from the one English reading. Words are
 * translated, not sentences: drawings' names come from Unicode CLDR (subject-names.json), the
 * words around them (articles, numbers, relations, actions, places, everyday names) from the
 * tables below, written as people type them. A word neither table knows passes through as typed,
 * so a name the languages share ("pizza", "panda", "robot") still finds its drawing.
 */
export type PromptLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt';

/** "foreign=english" pairs, separated by commas; an empty English side drops the word. */
const table = (text: string): Map<string, string> =>
  new Map(
    text
      .split(/[,\n]/)
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const [from = '', to = ''] = pair.split('=');
        return [words(from).join(' '), to.trim()];
      }),
  );

const ES = table(`
patron=pattern, patrones=patterns, mandala=mandala,
el=the, la=the, los=, las=, lo=, un=a, una=a, unos=, unas=, al=the, del=of the, de=of, con=with, y=and, e=and,
en=in, que=, quien=, muy=, su=his, sus=his, mi=, tu=, grande=big, pequeno=little, pequena=little, feliz=happy,
uno=a, dos=two, tres=three, cuatro=four, cinco=five, familia=family, grupo=group, manada=group, bandada=group,
muchos=many, muchas=many, varios=three, varias=three, pareja=two, par=two,
sobre=on, encima=on top, encima de=on top of, arriba de=above, debajo de=under, debajo=under, bajo=under, detras de=behind,
detras=behind, delante de=in front of, frente a=in front of, junto a=next to, al lado de=next to, cerca de=near,
dentro de=inside, dentro=inside, sentado en=sitting on, sentada en=sitting on, sentado=sitting, sentada=sitting,
de pie en=standing on, montando=riding, montando en=riding, monta=rides, montar=ride, conduciendo=driving, conduce=drives,
en bicicleta=riding a bicycle, en bici=riding a bicycle, a caballo=riding a horse, en monopatin=riding a skateboard,
leyendo=reading, lee=reads, leer=read, sosteniendo=holding, sostiene=holds, sujetando=holding, agarrando=holding,
llevando=carrying, lleva=with, cargando=carrying, abrazando=hugging, abraza=hugs, comiendo=eating, come=eats,
bailando=dancing, baila=dances, corriendo=running, corre=runs, durmiendo=sleeping, duerme=sleeps, saltando=jumping,
salta=jumps, nadando=swimming, volando=flying, vuela=flying, volando sobre=flying over, cantando=singing, canta=sings,
jugando=playing, juega=plays, jugando con=playing with, pintando=painting, pinta=paints, regando=watering, riega=watering, riegan=watering, juegan=playing, duermen=sleeping,
comen=eating, bailan=dancing, corren=running, nadan=swimming, vuelan=flying, cantan=singing, leen=reading, saltan=jumping,
persiguiendo=chasing, mirando=watching, tocando=playing, soplando=blowing, lanzando=throwing, pateando=kicking,
usando=wearing, vestido de=dressed as, con sombrero=with a hat, hace=, haciendo=, esta=, estan=, es=, son=,
bosque=forest, selva=jungle, jungla=jungle, playa=beach, mar=sea, oceano=ocean, bajo el mar=underwater,
fondo del mar=underwater, espacio=space, espacio exterior=outer space, granja=farm, ciudad=city, calle=street,
jardin=garden, parque=park, nieve=snow, invierno=winter, noche=night, desierto=desert, prado=meadow, campo=field,
habitacion=room, dormitorio=bedroom, cocina=kitchen, escenario=stage, fiesta=party, cumpleanos=birthday, rio=river,
lago=lake, cielo=sky, montanas=mountains, montana=mountain, isla=island, carrera=race, pista=track, navidad=christmas,
perro=dog, perrito=puppy, cachorro=puppy, gato=cat, gatito=kitten, conejo=rabbit, conejito=bunny, caballo=horse,
poni=pony, vaca=cow, cerdo=pig, cerdito=piglet, oveja=sheep, gallina=hen, pollito=chick, pato=duck, patito=duck,
leon=lion, tigre=tiger, oso=bear, osito=teddy bear, osito de peluche=teddy bear, oso de peluche=teddy bear,
elefante=elephant, jirafa=giraffe, mono=monkey, lobo=wolf, raton=mouse, pez=fish, tortuga=turtle, rana=frog,
mariposa=butterfly, abeja=bee, pajaro=bird, ave=bird, loro=parrot, buho=owl, lechuza=owl, dinosaurio=dinosaur,
dragon=dragon, unicornio=unicorn, sirena=mermaid, hada=fairy, princesa=princess, principe=prince, rey=king,
reina=queen, caballero=knight, bruja=witch, mago=wizard, pirata=pirate, nino=boy, nina=girl, algo=something, cosa=thing, bonito=pretty, bonita=pretty, lindo=pretty, linda=pretty, chico=boy,
chica=girl, bebe=baby, persona=person, gente=people, ninos=children, coche=car, auto=car, carro=car,
coche de carreras=racing car, auto de carreras=racing car, camion=truck, camion de bomberos=fire truck, tren=train,
avion=airplane, barco=boat, barca=boat, velero=sailboat, cohete=rocket, nave espacial=spaceship, bicicleta=bicycle,
bici=bicycle, moto=motorcycle, autobus=bus, tractor=tractor, helicoptero=helicopter, globo=balloon,
globo aerostatico=hot air balloon, casa=house, castillo=castle, arbol=tree, flor=flower, sol=sun, nube=cloud,
arcoiris=rainbow, estrella=star, luna=moon, pastel=cake, tarta=cake, torta=cake, pastel de cumpleanos=birthday cake,
tarta de cumpleanos=birthday cake, vela=candle, helado=ice cream, manzana=apple, libro=book, pelota=ball, balon=ball,
cometa=kite, regadera=watering can, corona=crown, sombrero=hat, gafas=glasses, tienda de campana=tent, tienda=tent,
cama=bed, silla=chair, sofa=couch, arbol de navidad=christmas tree, regalo=gift, muneco de nieve=snowman,
calabaza=pumpkin, fantasma=ghost, hongo=mushroom, seta=mushroom, tiburon=shark, ballena=whale, delfin=dolphin,
pulpo=octopus, queso=cheese, cangrejo=crab, pinguino=penguin, zanahoria=carrot, hueso=bone, guitarra=guitar, tambor=drum,
piano=piano, caracol=snail, arana=spider, serpiente=snake, cocodrilo=crocodile, koala=koala, panda=panda,
ardilla=squirrel, ciervo=deer, erizo=hedgehog, tortuga marina=turtle, flores=flowers,
tarta de frutas=pie, pay=pie, buque=ship, sobre de carta=envelope, pez dorado=goldfish, amapola=poppy, cierva=doe,
orca=orca, narval=narwhal, beluga=beluga, marsopa=porpoise, pichon=pigeon, guacamayo=macaw, faro=lighthouse,
mujer=woman, senora=woman, hombre=man, senor=man, mama=woman, madre=woman, padre=man, corredor=runner, corredora=woman runner, nadador=swimmer,
nadadora=woman swimmer, escalador=climber, escaladora=woman climber, bailarin=man dancer, bailarina=woman dancer,
ciclista=cyclist, malabarista=juggler, gimnasta=gymnast, abuelo=grandfather, abuela=grandmother, medico=doctor,
medica=doctor, enfermero=nurse, enfermera=nurse, novia=bride, novio=groom, estudiante=student, mecanico=mechanic,
juez=judge, trofeo=trophy, medalla=sports medal, lapiz=pencil, tijeras=scissors, pincel=paintbrush, crayon=crayon,
ceras=crayon, zapato plano=flat shoe, manoletina=flat shoe, imanes=magnet, iman=magnet, espaguetis=spaghetti, tarro de miel=honey pot, chocolatina=chocolate bar,
nuez=nut, nueces=nuts, avellana=nut, estanque=pond, charca=pond, regalo de navidad=christmas present, bambu=bamboo
`);

const FR = table(`
motif=pattern, motifs=patterns, mandala=mandala,
le=the, la=the, les=, l=the, un=a, une=a, des=, du=of the, de=of, d=of, au=in the, aux=in the, avec=with, et=and,
en=in, dans=in, qui=, que=, tres=, son=his, sa=his, ses=his, mon=, grand=big, grande=big, petit=little,
petite=little, joyeux=happy, heureux=happy, deux=two, trois=three, quatre=four, cinq=five, famille=family,
groupe=group, troupeau=group, bande=group, plein de=many, plusieurs=three, couple=two, paire=two,
sur=on, au dessus de=above, au dessus=above, dessus=on top, sous=under, en dessous de=under, derriere=behind,
devant=in front of, a cote de=next to, a cote=next to, pres de=near, aupres de=near, a l interieur de=inside,
a l interieur=inside, assis sur=sitting on, assise sur=sitting on, assis=sitting, assise=sitting, debout sur=standing on,
a=, chevauchant=riding, chevauche=rides, monte=rides, monte sur=riding, sur un velo=riding a bicycle,
a velo=riding a bicycle, qui fait du velo=riding a bicycle, fait du velo=riding a bicycle, faisant du velo=riding a bicycle, en velo=riding a bicycle, a cheval=riding a horse, conduisant=driving, conduit=drives,
lisant=reading, lit=reads, lire=read, en train de lire=reading, en train de=, tenant=holding, tient=holds,
portant=carrying, porte=with, serrant=hugging, calin=hugging, mangeant=eating, mange=eats, dansant=dancing,
danse=dances, courant=running, court=runs, dormant=sleeping, dort=sleeps, sautant=jumping, saute=jumps,
nageant=swimming, nage=swims, volant=flying, vole=flying, volant au dessus de=flying over, chantant=singing,
chante=sings, jouant=playing, joue=plays, jouant avec=playing with, jouent=playing, dorment=sleeping, mangent=eating, dansent=dancing,
courent=running, nagent=swimming, volent=flying, chantent=singing, lisent=reading, sautent=jumping,
a cote d=next to, a cote du=next to the, au dessus d=above, au dessus du=above the, pres d=near, pres du=near the, peignant=painting, peint=paints,
arrosant=watering, arrose=watering, arrosent=watering, poursuivant=chasing, regardant=watching, soufflant=blowing, lancant=throwing,
est=, sont=, fait=, faisant=, habille en=dressed as, deguise en=dressed as,
foret=forest, bois=woods, jungle=jungle, plage=beach, mer=sea, ocean=ocean, sous l eau=underwater,
sous la mer=underwater, fond de la mer=underwater, espace=space, ferme=farm, ville=city, rue=street, jardin=garden,
parc=park, neige=snow, hiver=winter, nuit=night, desert=desert, prairie=meadow, pre=meadow, champ=field,
chambre=bedroom, piece=room, cuisine=kitchen, scene=stage, fete=party, anniversaire=birthday, riviere=river,
lac=lake, ciel=sky, montagnes=mountains, montagne=mountain, ile=island, course=race, piste=track, noel=christmas,
chien=dog, chiot=puppy, chat=cat, chaton=kitten, lapin=rabbit, cheval=horse, poney=pony, vache=cow, cochon=pig,
mouton=sheep, agneau=lamb, poule=hen, poussin=chick, canard=duck, lion=lion, tigre=tiger, ours=bear,
ours en peluche=teddy bear, nounours=teddy bear, elephant=elephant, girafe=giraffe, singe=monkey, renard=fox,
loup=wolf, souris=mouse, poisson=fish, tortue=turtle, grenouille=frog, fromage=cheese, papillon=butterfly, abeille=bee,
oiseau=bird, perroquet=parrot, hibou=owl, chouette=owl, dinosaure=dinosaur, dragon=dragon, licorne=unicorn,
sirene=mermaid, fee=fairy, princesse=princess, prince=prince, roi=king, reine=queen, chevalier=knight,
sorciere=witch, sorcier=wizard, magicien=wizard, pirate=pirate, enfant=child, quelque=some, chose=thing, joli=pretty, jolie=pretty, beau=pretty, belle=pretty, fille=girl, fillette=girl,
garcon=boy, bebe=baby, personne=person, gens=people, voiture=car, voiture de course=racing car, camion=truck,
camion de pompiers=fire truck, train=train, avion=airplane, bateau=boat, voilier=sailboat, fusee=rocket,
vaisseau spatial=spaceship, velo=bicycle, bicyclette=bicycle, moto=motorcycle, bus=bus, autobus=bus,
tracteur=tractor, helicoptere=helicopter, ballon=balloon, montgolfiere=hot air balloon, maison=house,
chateau=castle, arbre=tree, fleur=flower, soleil=sun, nuage=cloud, arc en ciel=rainbow, etoile=star, lune=moon,
gateau=cake, gateau d anniversaire=birthday cake, bougie=candle, glace=ice cream, pomme=apple, livre=book,
balle=ball, ballon de foot=ball, cerf volant=kite, arrosoir=watering can, couronne=crown, chapeau=hat,
lunettes=glasses, tente=tent, un lit=a bed, le lit=the bed, son lit=his bed, du lit=of the bed, chaise=chair, canape=couch, sapin de noel=christmas tree, sapin=fir,
cadeau=gift, bonhomme de neige=snowman, citrouille=pumpkin, fantome=ghost, champignon=mushroom, requin=shark,
baleine=whale, dauphin=dolphin, pieuvre=octopus, crabe=crab, pingouin=penguin, manchot=penguin, carotte=carrot,
os=bone, guitare=guitar, tambour=drum, piano=piano, escargot=snail, araignee=spider, serpent=snake,
crocodile=crocodile, koala=koala, panda=panda, ecureuil=squirrel, cerf=deer, herisson=hedgehog, robot=robot,
tarte=pie, de a jouer=game die, lunettes de protection=goggles, lunettes de ski=goggles, piece de monnaie=coin,
porte d entree=door, poisson rouge=goldfish, coquelicot=poppy, biche=doe, orque=orca, narval=narwhal,
beluga=beluga, marsouin=porpoise, pigeon=pigeon, ara=macaw, phare=lighthouse,
femme=woman, dame=woman, homme=man, monsieur=man, maman=woman, mere=woman, papa=man, pere=man, coureur=runner, coureuse=woman runner, nageur=man swimmer,
nageuse=woman swimmer, grimpeur=climber, grimpeuse=woman climber, danseur=man dancer, danseuse=woman dancer,
cycliste=cyclist, jongleur=man juggler, jongleuse=woman juggler, gymnaste=gymnast, grand pere=grandfather, papi=grandfather,
grand mere=grandmother, mamie=grandmother, medecin=doctor, docteur=doctor, infirmier=nurse, infirmiere=nurse,
mariee=bride, marie=groom, etudiant=student, etudiante=student, mecanicien=mechanic, juge=judge, trophee=trophy,
medaille=sports medal, crayon=pencil, crayon de couleur=pencil, ciseaux=scissors, pinceau=paintbrush, craie grasse=crayon,
aimant=magnet, spaghettis=spaghetti, pot de miel=honey pot, tablette de chocolat=chocolate bar,
noix=nut, noisette=nut, etang=pond, mare=pond, cadeau de noel=christmas present, bambou=bamboo
`);

const DE = table(`
muster=pattern, mandala=mandala,
der=the, die=the, das=the, den=the, dem=the, des=of the, ein=a, eine=a, einen=a, einem=a, einer=a, eines=a,
mit=with, und=and, von=of, im=in the, in=in, am=at, an=at, auf dem=on the, sehr=, sein=his, seine=his, ihr=her,
ihre=her, gross=big, grosse=big, grosser=big, klein=little, kleine=little, kleiner=little, kleines=little,
glucklich=happy, frohlich=happy, zwei=two, drei=three, vier=four, funf=five, familie=family, gruppe=group,
herde=group, schar=group, viele=many, mehrere=three, paar=two, ein paar=three,
auf=on, uber=over, oberhalb=above, unter=under, unterhalb=under, hinter=behind, vor=in front of, neben=next to,
bei=near, nahe=near, in der nahe von=near, innen=inside, drinnen=inside, sitzt auf=sitting on, sitzend=sitting,
sitzt=sits, steht auf=standing on, steht=stands, reitet=rides, reiten=riding, reitend=riding, reitet auf=riding,
fahrt=rides, fahren=riding, fahrend=riding, faehrt=rides, liest=reads, lesen=reading, lesend=reading,
halt=holds, haelt=holds, haltend=holding, tragt=carries, traegt=carries, umarmt=hugs, frisst=eats, isst=eats,
essen=eating, tanzt=dances, tanzen=dancing, tanzend=dancing, lauft=runs, laeuft=runs, rennt=runs, rennen=running,
schlaft=sleeps, schlaeft=sleeps, schlafen=sleeping, schlafend=sleeping, springt=jumps, hupft=jumps,
schwimmt=swims, schwimmen=swimming, fliegt=flying, fliegen=flying, fliegend=flying, fliegt uber=flying over,
singt=sings, singen=singing, spielt=plays, spielen=playing, spielt mit=playing with, malt=paints, malen=painting,
giesst=watering, giessen=watering, jagt=chasing, verfolgt=chasing, schaut=watching, blast=blowing, wirft=throwing,
ist=, sind=, verkleidet als=dressed as,
wald=forest, dschungel=jungle, urwald=jungle, strand=beach, meer=sea, ozean=ocean, unter wasser=underwater,
unterwasser=underwater, weltall=space, weltraum=space, bauernhof=farm, hof=farm, stadt=city,
strasse=street, garten=garden, park=park, schnee=snow, winter=winter, nacht=night, wuste=desert, wueste=desert,
wiese=meadow, feld=field, zimmer=room, schlafzimmer=bedroom, kinderzimmer=bedroom, kuche=kitchen, buhne=stage,
party=party, feier=party, fest=party, geburtstag=birthday, fluss=river, see=lake, himmel=sky, berge=mountains,
berg=mountain, insel=island, rennen=race, rennstrecke=track, weihnachten=christmas,
hund=dog, hundchen=puppy, welpe=puppy, katze=cat, katzchen=kitten, kater=cat, hase=rabbit, kaninchen=rabbit,
pferd=horse, pony=pony, kuh=cow, schwein=pig, ferkel=piglet, schaf=sheep, lamm=lamb, huhn=hen, henne=hen,
kuken=chick, ente=duck, lowe=lion, tiger=tiger, bar=bear, teddy=teddy bear, teddybar=teddy bear,
elefant=elephant, giraffe=giraffe, affe=monkey, fuchs=fox, wolf=wolf, maus=mouse, fisch=fish,
schildkrote=turtle, frosch=frog, kase=cheese, schmetterling=butterfly, biene=bee, vogel=bird, papagei=parrot, eule=owl,
dinosaurier=dinosaur, dino=dinosaur, drache=dragon, drachen=dragon, einhorn=unicorn, meerjungfrau=mermaid,
fee=fairy, prinzessin=princess, prinz=prince, konig=king, konigin=queen, ritter=knight, hexe=witch,
zauberer=wizard, pirat=pirate, kind=child, etwas=something, schones=pretty, schone=pretty, schon=pretty, hubsch=pretty, hubsches=pretty, kinder=children, madchen=girl, junge=boy, baby=baby, mensch=person,
leute=people, auto=car, wagen=car, rennauto=racing car, rennwagen=racing car, lastwagen=truck, lkw=truck,
feuerwehrauto=fire truck, zug=train, eisenbahn=train, flugzeug=airplane, boot=boat, schiff=ship,
segelboot=sailboat, rakete=rocket, raumschiff=spaceship, fahrrad=bicycle, rad=bicycle, motorrad=motorcycle,
bus=bus, traktor=tractor, hubschrauber=helicopter, luftballon=balloon, ballon=balloon,
heissluftballon=hot air balloon, haus=house, schloss=castle, burg=castle, baum=tree, blume=flower, sonne=sun,
wolke=cloud, regenbogen=rainbow, stern=star, mond=moon, kuchen=cake, torte=cake, geburtstagskuchen=birthday cake,
geburtstagstorte=birthday cake, kerze=candle, eis=ice cream, eiscreme=ice cream, apfel=apple, buch=book,
ball=ball, fussball=ball, drachen steigen=kite, giesskanne=watering can, krone=crown, hut=hat, brille=glasses,
zelt=tent, bett=bed, stuhl=chair, sofa=couch, weihnachtsbaum=christmas tree, tannenbaum=christmas tree,
tanne=fir, geschenk=gift, schneemann=snowman, kurbis=pumpkin, gespenst=ghost, geist=ghost, pilz=mushroom,
hai=shark, wal=whale, delfin=dolphin, krake=octopus, krabbe=crab, pinguin=penguin, karotte=carrot, mohre=carrot,
knochen=bone, gitarre=guitar, trommel=drum, klavier=piano, schnecke=snail, spinne=spider, schlange=snake,
krokodil=crocodile, koala=koala, panda=panda, eichhornchen=squirrel, hirsch=deer, reh=deer, igel=hedgehog,
roboter=robot, blumen=flowers,
tortenstuck=shortcake, stuck torte=shortcake, obstkuchen=pie, pastete=pie, flugdrache=kite, papierdrachen=kite,
goldfisch=goldfish, mohn=poppy, mohnblume=poppy, hirschkuh=doe, schwertwal=orca, orca=orca,
narwal=narwhal, beluga=beluga, weisswal=beluga, schweinswal=porpoise, stadttaube=pigeon, ara=macaw,
leuchtturm=lighthouse, frau=woman, dame=woman, mann=man, herr=man, mama=woman, mutter=woman, papa=man,
vater=man, laufer=runner, lauferin=woman runner,
jogger=runner, schwimmer=man swimmer, schwimmerin=woman swimmer, kletterer=climber, kletterin=woman climber,
tanzer=man dancer, tanzerin=woman dancer, radfahrer=man cyclist, radfahrerin=woman cyclist, jongleur=man juggler,
turner=gymnast, turnerin=woman gymnast, opa=grandfather, grossvater=grandfather, oma=grandmother,
grossmutter=grandmother, arzt=doctor, arztin=doctor, krankenschwester=nurse, krankenpfleger=nurse, braut=bride,
brautigam=groom, student=student, studentin=student, mechaniker=mechanic, richter=judge, pokal=trophy,
medaille=sports medal, bleistift=pencil, buntstift=pencil, schere=scissors, pinsel=paintbrush, wachsmalstift=crayon,
magnet=magnet, spaghetti=spaghetti, honigtopf=honey pot, schokolade=chocolate bar, tafel schokolade=chocolate bar,
nuss=nut, teich=pond, tumpel=pond, weihnachtsgeschenk=christmas present, bambus=bamboo
`);

const PT = table(`
padrao=pattern, padroes=patterns, estampa=pattern, mandala=mandala,
o=the, a=the, os=, as=, um=a, uma=a, uns=, umas=, do=of the, da=of the, dos=of the, das=of the, de=of,
com=with, e=and, em=in, no=in the, na=in the, nos=in the, nas=in the, ao=the, que=, muito=, seu=his, sua=his,
grande=big, pequeno=little, pequena=little, feliz=happy, dois=two, duas=two, tres=three, quatro=four, cinco=five,
familia=family, grupo=group, bando=group, manada=group, muitos=many, muitas=many, varios=three, varias=three,
par=two, casal=two,
sobre=on, em cima de=on top of, em cima do=on top of the, em cima da=on top of the, acima de=above, embaixo de=under,
embaixo do=under the, embaixo da=under the, debaixo de=under, debaixo do=under the, debaixo da=under the, sob=under,
atras de=behind, atras do=behind the, atras da=behind the, na frente de=in front of, na frente do=in front of the,
na frente da=in front of the, em frente a=in front of, ao lado de=next to, ao lado do=next to the,
ao lado da=next to the, perto de=near, perto do=near the, perto da=near the, dentro de=inside, dentro do=inside the,
dentro da=inside the, sentado em=sitting on, sentada em=sitting on, sentado no=sitting on the, sentada no=sitting on the,
sentado=sitting, sentada=sitting, de pe em=standing on, montando=riding, montado em=riding, monta=rides,
andando de=riding, anda de=rides, andar de=riding, dirigindo=driving, dirige=drives, de bicicleta=riding a bicycle,
lendo=reading, le=reads, ler=read, segurando=holding, segura=holds, carregando=carrying, carrega=carries,
abracando=hugging, abraca=hugs, comendo=eating, come=eats, dancando=dancing, danca=dances, correndo=running,
corre=runs, dormindo=sleeping, dorme=sleeps, pulando=jumping, pula=jumps, saltando=jumping, nadando=swimming,
nada=swims, voando=flying, voa=flying, voando sobre=flying over, cantando=singing, canta=sings, brincando=playing,
brinca=plays, brincando com=playing with, jogando=playing, tocando=playing, pintando=painting, pinta=paints,
regando=watering, rega=watering, brincam=playing, dormem=sleeping, comem=eating, dancam=dancing,
correm=running, nadam=swimming, voam=flying, cantam=singing, leem=reading, pulam=jumping, perseguindo=chasing, olhando=watching, soprando=blowing, jogando bola=playing ball,
esta=, estao=, vestido de=dressed as, usando=wearing,
floresta=forest, mata=forest, bosque=forest, selva=jungle, praia=beach, mar=sea, oceano=ocean,
fundo do mar=underwater, debaixo d agua=underwater, espaco=space, fazenda=farm, sitio=farm, cidade=city, rua=street,
jardim=garden, parque=park, neve=snow, inverno=winter, noite=night, deserto=desert, prado=meadow, campo=field,
quarto=bedroom, sala=room, cozinha=kitchen, palco=stage, festa=party, aniversario=birthday, rio=river, lago=lake,
ceu=sky, montanhas=mountains, montanha=mountain, ilha=island, corrida=race, pista=track, natal=christmas,
cachorro=dog, cao=dog, cachorrinho=puppy, filhote=puppy, gato=cat, gatinho=kitten, coelho=rabbit, coelhinho=bunny,
cavalo=horse, pônei=pony, ponei=pony, vaca=cow, porco=pig, porquinho=piglet, ovelha=sheep, galinha=hen,
pintinho=chick, pato=duck, leao=lion, tigre=tiger, urso=bear, ursinho=teddy bear, ursinho de pelucia=teddy bear,
urso de pelucia=teddy bear, elefante=elephant, girafa=giraffe, macaco=monkey, raposa=fox, lobo=wolf,
camundongo=mouse, peixe=fish, tartaruga=turtle, sapo=frog, queijo=cheese, ra=frog, borboleta=butterfly, abelha=bee, passaro=bird,
passarinho=bird, ave=bird, papagaio=parrot, coruja=owl, dinossauro=dinosaur, dragao=dragon, unicornio=unicorn,
sereia=mermaid, fada=fairy, princesa=princess, principe=prince, rei=king, rainha=queen, cavaleiro=knight,
bruxa=witch, mago=wizard, pirata=pirate, crianca=child, algo=something, coisa=thing, bonito=pretty, bonita=pretty, lindo=pretty, linda=pretty, para=for, mim=me, menina=girl, menino=boy, garoto=boy, garota=girl,
bebe=baby, pessoa=person, gente=people, carro=car, carro de corrida=racing car, caminhao=truck,
caminhao de bombeiros=fire truck, trem=train, aviao=airplane, barco=boat, veleiro=sailboat, foguete=rocket,
nave espacial=spaceship, bicicleta=bicycle, bike=bicycle, moto=motorcycle, onibus=bus, trator=tractor,
helicoptero=helicopter, balao=balloon, balao de ar quente=hot air balloon, casa=house, castelo=castle,
arvore=tree, flor=flower, sol=sun, nuvem=cloud, arco iris=rainbow, estrela=star, lua=moon, bolo=cake,
bolo de aniversario=birthday cake, vela=candle, sorvete=ice cream, maca=apple, livro=book, bola=ball, pipa=kite,
regador=watering can, coroa=crown, chapeu=hat, oculos=glasses, barraca=tent, cama=bed, cadeira=chair, sofa=couch,
arvore de natal=christmas tree, presente=gift, boneco de neve=snowman, abobora=pumpkin, fantasma=ghost,
cogumelo=mushroom, tubarao=shark, baleia=whale, golfinho=dolphin, polvo=octopus, caranguejo=crab, pinguim=penguin,
cenoura=carrot, osso=bone, violao=guitar, guitarra=guitar, tambor=drum, piano=piano, caracol=snail, aranha=spider,
cobra=snake, jacare=crocodile, crocodilo=crocodile, coala=koala, panda=panda, esquilo=squirrel, veado=deer,
ourico=hedgehog, robo=robot, flores=flowers,
rato=rat, ratinho=mouse, carreta=articulated lorry, lancha=motor boat, no de marinheiro=knot, peixinho dourado=goldfish,
peixe dourado=goldfish, papoula=poppy, corca=doe, orca=orca, narval=narwhal, beluga=beluga, boto=porpoise,
pombo=pigeon, arara=macaw, farol=lighthouse, mulher=woman, senhora=woman, homem=man, senhor=man, mae=woman,
mamae=woman, pai=man, papai=man, corredor=runner,
corredora=woman runner, nadador=swimmer, nadadora=woman swimmer, escalador=climber, escaladora=woman climber,
dancarino=man dancer, dancarina=woman dancer, bailarina=woman dancer, ciclista=cyclist, malabarista=juggler,
ginasta=gymnast, medico=doctor, medica=doctor,
enfermeiro=nurse, enfermeira=nurse, noiva=bride, noivo=groom, estudante=student, mecanico=mechanic, juiz=judge,
trofeu=trophy, medalha=sports medal, lapis=pencil, lapis de cor=pencil, tesoura=scissors, pincel=paintbrush,
giz de cera=crayon, ima=magnet, espaguete=spaghetti, pote de mel=honey pot, barra de chocolate=chocolate bar,
noz=nut, nozes=nuts, lagoa=pond, laguinho=pond, presente de natal=christmas present, bambu=bamboo
`);

const HAND: Record<Exclude<PromptLanguage, 'en'>, Map<string, string>> = { es: ES, fr: FR, de: DE, pt: PT };

type Cldr = Record<'names' | 'keywords', Record<string, Record<string, string>>>;

/**
 * Each language's table: CLDR's keywords for the drawings, their names over them, then the
 * hand-written words over both.
 */
const LEXICON = Object.fromEntries(
  (Object.keys(HAND) as Exclude<PromptLanguage, 'en'>[]).map((language) => {
    const { names, keywords } = SUBJECT_NAMES as Cldr;
    return [
      language,
      new Map([
        ...Object.entries(keywords[language] ?? {}),
        ...Object.entries(names[language] ?? {}),
        ...HAND[language],
      ]),
    ];
  }),
) as Record<Exclude<PromptLanguage, 'en'>, Map<string, string>>;

/** Words only CLDR's keywords know, per language. */
const KEYWORD_ONLY = Object.fromEntries(
  (Object.keys(HAND) as Exclude<PromptLanguage, 'en'>[]).map((language) => {
    const { names, keywords } = SUBJECT_NAMES as Cldr;
    const only = Object.keys(keywords[language] ?? {}).filter(
      (key) => !(key in (names[language] ?? {})) && !HAND[language].has(key),
    );
    return [language, new Set(only)];
  }),
) as Record<Exclude<PromptLanguage, 'en'>, Set<string>>;

/**
 * The names a language's table knows for drawings: CLDR's name of each drawing, then the
 * hand-written words (for the tests and the decision record).
 */
export const nativeNames = (language: Exclude<PromptLanguage, 'en'>): string[] => {
  const { names } = SUBJECT_NAMES as Cldr;
  return [...Object.keys(names[language] ?? {}), ...HAND[language].keys()].filter((key) =>
    LEXICON[language].get(key),
  );
};

/** Plural endings to try, longest first, with what replaces them in the singular. */
const PLURALS: Record<Exclude<PromptLanguage, 'en'>, [string, string][]> = {
  es: [
    ['ces', 'z'],
    ['es', ''],
    ['s', ''],
  ],
  pt: [
    ['oes', 'ao'],
    ['aes', 'ao'],
    ['ais', 'al'],
    ['eis', 'el'],
    ['ns', 'm'],
    ['es', ''],
    ['s', ''],
  ],
  fr: [
    ['aux', 'al'],
    ['x', ''],
    ['s', ''],
  ],
  de: [
    ['innen', 'in'],
    ['en', ''],
    ['er', ''],
    ['n', ''],
    ['e', ''],
    ['s', ''],
  ],
};

/** German writes a word's modifiers into it ("Bärenfamilie", "Geburtstagskuchen"). */
const LINKS = ['', 's', 'n', 'en', 'e', 'es'];

interface Translated {
  english: string;
  /** How much the word tells the language: a CLDR keyword alone ("velo", a veil) counts half. */
  weight: number;
}

/** A word in one table, as typed or as the singular of a plural. */
function lookUp(
  language: Exclude<PromptLanguage, 'en'>,
  table: Map<string, string>,
  word: string,
): Translated | undefined {
  const weightOf = (key: string) =>
    table === LEXICON[language] && KEYWORD_ONLY[language].has(key) ? 0.5 : 1;
  const direct = table.get(word);
  if (direct !== undefined) return { english: direct, weight: weightOf(word) };
  for (const [ending, replacement] of PLURALS[language]) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const key = word.slice(0, -ending.length) + replacement;
    const single = table.get(key);
    // A plural stays a plural in English ("zwei Hunde" → "two dogs"); stem() reads it back.
    if (single)
      return {
        english:
          single.includes(' ') || !/^[a-z]+$/.test(single) || single.endsWith('s') ? single : `${single}s`,
        weight: weightOf(key),
      };
  }
  return undefined;
}

function translateWord(language: Exclude<PromptLanguage, 'en'>, word: string): Translated | undefined {
  // The hand-written words first, their plurals too: CLDR's keywords ("bougies" for the cake)
  // never take a word the table reads otherwise ("bougie" is a candle).
  const found = lookUp(language, HAND[language], word) ?? lookUp(language, LEXICON[language], word);
  if (found) return found;
  if (language !== 'de' || word.length < 7) return undefined;
  for (let cut = word.length - 3; cut >= 3; cut -= 1) {
    const head = translateWord(language, word.slice(cut));
    if (!head?.english) continue;
    for (const link of LINKS) {
      const front = word.slice(0, cut);
      if (link && !front.endsWith(link)) continue;
      const modifier = translateWord(language, front.slice(0, front.length - link.length));
      if (!modifier?.english) continue;
      // "Bärenfamilie": a family of bears; "Geburtstagskuchen": a birthday cake.
      return /^(?:family|group)$/.test(head.english)
        ? { english: `${head.english} of ${modifier.english.replace(/s?$/, 's')}`, weight: 1 }
        : { english: `${modifier.english} ${head.english}`, weight: 1 };
    }
  }
  return undefined;
}

/** German puts a relative clause's verb last: "ein Hund, der ein Buch liest" → "… liest ein Buch". */
const verbFirst = (text: string) =>
  text.replace(
    /,\s*(?:der|die|das|welcher|welche|welches)\s+([^,.!?;]*?)\s+([^\s,.!?;]+)\s*(?=$|[,.!?;])/g,
    ' $2 $1',
  );

/**
 * A name of several words in the plural ("camiones de bomberos", "tortues marines"): its
 * first word, or each of its words, back in the singular. German writes such names as one word.
 */
function pluralPhrase(language: Exclude<PromptLanguage, 'en'>, phrase: readonly string[]) {
  const lexicon = LEXICON[language];
  for (const [ending, replacement] of PLURALS[language]) {
    const single = (word: string) =>
      word.endsWith(ending) && word.length - ending.length >= 3
        ? word.slice(0, -ending.length) + replacement
        : word;
    const [first = '', ...rest] = phrase;
    const hit = lexicon.get([single(first), ...rest].join(' ')) ?? lexicon.get(phrase.map(single).join(' '));
    if (hit) return hit;
  }
  return undefined;
}

/** Words in a language's table: how much of a prompt it explains. */
function translateTokens(
  language: Exclude<PromptLanguage, 'en'>,
  tokens: readonly string[],
  isEnglishWord: (word: string) => boolean = () => true,
) {
  const lexicon = LEXICON[language];
  const out: string[] = [];
  let known = 0;
  for (let i = 0; i < tokens.length; ) {
    let step = 0;
    // The longest phrase the table knows wins: "pastel de cumpleaños" before "pastel".
    for (let size = Math.min(7, tokens.length - i); size >= 2 && !step; size -= 1) {
      const phrase = tokens.slice(i, i + size);
      const hit = lexicon.get(phrase.join(' ')) ?? pluralPhrase(language, phrase);
      if (hit !== undefined) {
        out.push(hit);
        known += size;
        step = size;
      }
    }
    if (!step) {
      const word = tokens[i] ?? '';
      const hit = translateWord(language, word);
      if (hit) known += hit.weight;
      // A word the table does not know passes only if English names a drawing so ("pizza").
      out.push(hit ? hit.english : isEnglishWord(word) ? word : '');
      step = 1;
    }
    i += step;
  }
  return { english: out.filter(Boolean).join(' '), known };
}

const ENGLISH = new Set(
  words(`a an the of with and in on under over behind next to near inside above at from is are his her their
  two three four five family group many some one dog dogs cat cats reading riding holding playing flying sitting
  standing eating dancing running sleeping jumping swimming singing painting watering wearing chasing hugging
  forest beach sea ocean space farm city garden park snow winter night desert meadow room kitchen stage party
  birthday river lake sky mountain mountains island race track christmas book cake candle candles car tree house
  flower flowers sun moon star castle horse bird fish girl boy child children kid kids baby people friends`),
);

/** Which of the app's languages a prompt is written in: the one whose words explain most of it. */
export function promptLanguage(prompt: string, isEnglishWord: (word: string) => boolean = () => false) {
  const tokens = words(verbFirst(prompt.toLowerCase()));
  const english = tokens.filter((token) => ENGLISH.has(token) || isEnglishWord(token)).length;
  let best: { language: PromptLanguage; known: number } = { language: 'en', known: english };
  for (const language of Object.keys(HAND) as Exclude<PromptLanguage, 'en'>[]) {
    const { known } = translateTokens(language, tokens);
    if (known > best.known) best = { language, known };
  }
  return best.language;
}

/**
 * The prompt as English words, the language the planner reads; an English prompt is returned
 * as it was. `isEnglishWord` lets the caller count its own vocabulary (the drawings' names).
 */
export function englishPrompt(prompt: string, isEnglishWord?: (word: string) => boolean): string {
  const language = promptLanguage(prompt, isEnglishWord);
  if (language === 'en') return prompt;
  const text = language === 'de' ? verbFirst(prompt.toLowerCase()) : prompt.toLowerCase();
  return translateTokens(language, words(text), isEnglishWord).english;
}

/** How many drawings each language names (for the decision record and its test). */
export const lexiconSize = (language: Exclude<PromptLanguage, 'en'>) => LEXICON[language].size;
