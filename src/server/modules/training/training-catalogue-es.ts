// The training catalogue's words in Spanish (docs/decisions/0034-two-languages.md): each video's
// title and description by id, and each category's name. The English is training-catalogue.ts;
// a video added there is added here in the same change (training-catalogue.test.ts).
import type { Locale } from '#shared/locales';

type LessonWords = { title: string; description: string };

/** The catalogue videos' titles and descriptions in Spanish, by video id. */
const spanishLessons: Readonly<Record<string, LessonWords>> = {
  'bb-basic-1': {
    title: 'Fundamentos del manejo del balón',
    description:
      'Botes fuertes, cruces y ochos con cualquier mano, siempre con la vista arriba. La rutina que todo base y todo pívot debe dominar antes de avanzar.',
  },
  'bb-basic-2': {
    title: 'Tiro de forma desde cinco puntos',
    description:
      'Equilibrio, codo alineado y seguimiento del tiro, un punto a la vez: empieza cerca del aro y aléjate solo cuando el balón entre limpio.',
  },
  'bb-basic-3': {
    title: 'Postura defensiva y desplazamientos',
    description:
      'Cadera baja, manos activas y desplazamientos sin cruzar los pies. Aprende a mantener el balón delante de ti durante toda una posesión.',
  },
  'bb-basic-4': {
    title: 'Pases de pecho, picados y por encima de la cabeza',
    description:
      'Da un paso en cada pase, pon el balón en la mano de tu compañero y aprende qué pase supera a cada defensor. Ejercicios en pareja que puedes hacer en cualquier gimnasio.',
  },
  'bb-intermediate-1': {
    title: 'Atacar los cierres defensivos',
    description:
      'Lee al defensor que corre hacia ti y elige entre tirar, parar tras un bote o penetrar. Ejercicios de decisión a velocidad de partido.',
  },
  'bb-intermediate-2': {
    title: 'Lecturas del pick and roll para bases',
    description:
      'Usa la cortina, recházala o pasa entre los dos defensores. Cómo leer la defensa del pívot y encontrar al que rueda o hacer el pase cruzado.',
  },
  'bb-intermediate-3': {
    title: 'Drop step y up-and-under',
    description:
      'Sella, recibe y anota en el poste bajo. Juego de pies para el drop step, el gancho en salto y la finta up-and-under.',
  },
  'bb-intermediate-4': {
    title: 'Rotaciones de ayuda',
    description:
      'Dónde colocarte a un pase y a dos pases del balón, cuándo frenar al que rueda y cómo recuperar hacia un tirador.',
  },
  'bb-advanced-1': {
    title: 'Tiro tras movimiento',
    description:
      'Cortinas hacia abajo, cortinas abiertas y triples tras reubicarte. Juego de pies antes de recibir para tener el tiro listo antes de que llegue el balón.',
  },
  'bb-advanced-2': {
    title: 'Analiza el video como un entrenador',
    description:
      'Mira tus propios partidos con un plan: detecta tendencias, cuenta tus decisiones y arma el entrenamiento de la próxima semana con lo que veas.',
  },
  'bb-advanced-3': {
    title: 'Contraataques avanzados con bote',
    description:
      'Pausas, retrocesos y fintas de tiro que crean espacio contra defensores largos. Combinaciones pensadas para las posesiones con poco tiempo en el reloj.',
  },
  'bb-advanced-4': {
    title: 'Decisiones en el contraataque',
    description:
      'Llena los carriles, corre como trailer y toma la decisión correcta en los primeros siete segundos, del rebote al aro.',
  },
  'bb-elite-1': {
    title: 'Repertorio ofensivo de nivel profesional',
    description:
      'Aislamientos en el poste medio, step-backs y finalizaciones con contacto, a toda velocidad y con el cansancio de un partido.',
  },
  'bb-elite-2': {
    title: 'Leer los sistemas defensivos',
    description:
      'Reconoce cambios, la defensa ICE, zonas y trampas dentro de una misma posesión, y las respuestas que castigan cada una.',
  },
  'bb-elite-3': {
    title: 'Juego de pies de élite en el poste',
    description:
      'Encarar, giros de contraataque y pasar ante dos defensores: el juego de pies que se espera de un pívot universitario desde el primer día.',
  },
  'bb-elite-4': {
    title: 'Cómo ser reclutado: video, campamentos y entrenadores',
    description:
      'Cómo armar un video de jugadas destacadas que los entrenadores vean hasta el final, elegir los campamentos adecuados y escribir a programas universitarios.',
  },
  'sc-basic-1': {
    title: 'Fundamentos del primer toque',
    description:
      'Amortigua el balón con el interior, el exterior y la planta del pie, y déjalo listo para tu siguiente movimiento.',
  },
  'sc-basic-2': {
    title: 'Pase con el interior del pie',
    description:
      'Pie de apoyo, tobillo firme y seguimiento para pases cortos precisos, con ejercicios contra la pared y en pareja.',
  },
  'sc-basic-3': {
    title: 'Conducción entre conos',
    description:
      'Toques cortos con los dos pies, cambios de dirección y el balón pegado al pie mientras levantas la vista.',
  },
  'sc-basic-4': {
    title: 'Técnica de tiro: empeine y colocación',
    description:
      'Golpea el centro del balón con el empeine y aprende cuándo colocarlo en lugar de reventarlo.',
  },
  'sc-intermediate-1': {
    title: 'Recibir de perfil',
    description:
      'Abre el cuerpo antes de que llegue el balón para que tu primer toque te lleve hacia adelante, lejos de la presión.',
  },
  'sc-intermediate-2': {
    title: 'Defensa 1 contra 1',
    description:
      'Acércate en ángulo, mantente sobre la punta de los pies y muéstrale al atacante hacia dónde quieres que vaya.',
  },
  'sc-intermediate-3': {
    title: 'Centros y definición',
    description:
      'Centros tensos, pases atrás y los desmarques que los atacan en el primer palo, en el segundo palo y en el punto penal.',
  },
  'sc-intermediate-4': {
    title: 'Blocaje y estiradas del portero',
    description:
      'Agarre en W, recogida y caída lateral. Los hábitos de blocaje que evitan rebotes en el área chica.',
  },
  'sc-advanced-1': {
    title: 'Jugar entre líneas',
    description:
      'Encuentra el espacio entre el mediocampo y la defensa, y da el pase que rompe la presión.',
  },
  'sc-advanced-2': {
    title: 'Presionar en bloque',
    description:
      'Señales de presión, sombras de cobertura y carreras de recuperación para recuperar el balón arriba en equipo.',
  },
  'sc-advanced-3': {
    title: 'Pase largo y cambio de orientación',
    description:
      'Balones largos rasos y elevados con cualquier pie para cambiar el punto de ataque de un solo toque.',
  },
  'sc-advanced-4': {
    title: 'Resistencia a los sprints repetidos',
    description:
      'Sesiones de intervalos basadas en las exigencias del partido, para que tu último sprint sea tan explosivo como el primero.',
  },
  'sc-elite-1': {
    title: 'Definición de élite bajo presión',
    description:
      'Definiciones de primera, voleas y calma frente al arco a ritmo de partido, con un defensor encima.',
  },
  'sc-elite-2': {
    title: 'Juego posicional y rotaciones',
    description:
      'Cómo los mejores equipos sobrecargan zonas, rotan posiciones y generan al jugador libre en la salida.',
  },
  'sc-elite-3': {
    title: 'Distribución del portero y salidas como líbero',
    description:
      'Salir jugando desde atrás, saques tensos a las bandas y barrer detrás de una línea defensiva adelantada.',
  },
  'sc-elite-4': {
    title: 'Reclutamiento universitario para futbolistas',
    description:
      'Campamentos de detección, torneos de exhibición, video de partidos y correos que logran que un entrenador universitario venga a verte jugar.',
  },
  'fb-basic-1': {
    title: 'Postura y arranque para cada posición',
    description:
      'Posturas de dos y de tres apoyos, reparto del peso y un primer paso explosivo al snap.',
  },
  'fb-basic-2': {
    title: 'Atrapar con las manos',
    description:
      'Recepciones en diamante y en canasta, seguir el balón con la vista hasta las manos y asegurarlo antes de correr.',
  },
  'fb-basic-3': {
    title: 'Fundamentos del tacleo seguro',
    description:
      'Tacleo con el hombro y la cabeza arriba, con ángulos de persecución correctos. Una técnica que protege a los jugadores jóvenes.',
  },
  'fb-basic-4': {
    title: 'Agarre y lanzamiento del quarterback',
    description:
      'La mano en los cordones, un lanzamiento compacto y un paso hacia el objetivo para una espiral cerrada.',
  },
  'fb-intermediate-1': {
    title: 'Fundamentos de las rutas',
    description:
      'Cortes secos en slants, outs y curls, vender la carrera vertical y encontrar el balón al salir del corte.',
  },
  'fb-intermediate-2': {
    title: 'Bloqueo de carrera y de pase',
    description:
      'Colocación del casco, posición de las manos y juego de pies para bloquear en la carrera y proteger el pase en la línea ofensiva.',
  },
  'fb-intermediate-3': {
    title: 'Retrocesos y juego de pies del quarterback',
    description:
      'Retrocesos de tres, cinco y siete pasos, con el ritmo que corresponde a cada ruta del juego aéreo.',
  },
  'fb-intermediate-4': {
    title: 'Lecturas y cierres del linebacker',
    description:
      'Lee tu referencia, ataca hacia adelante y cierra el hueco correcto contra la carrera y el play-action.',
  },
  'fb-advanced-1': {
    title: 'Leer coberturas antes del snap',
    description:
      'Identifica las coberturas Cover 1, 2, 3 y 4 por los safeties y los cornerbacks, y elige el lado correcto de la jugada.',
  },
  'fb-advanced-2': {
    title: 'Técnicas para salir contra la presión',
    description:
      'Supera la cobertura press con juego de pies, manotazos y una salida limpia hacia tu ruta.',
  },
  'fb-advanced-3': {
    title: 'Movimientos para presionar al pasador',
    description:
      'La salida, el brazo largo, el swim y el giro, con contraataques que preparan tu siguiente embestida.',
  },
  'fb-advanced-4': {
    title: 'Calendario de reclutamiento en fútbol americano',
    description:
      'Junior days, campamentos, video de jugadas destacadas y visitas oficiales: qué pasa en cada momento y cómo estar listo.',
  },
  'bsb-basic-1': {
    title: 'Postura de bateo y carga',
    description:
      'Agarre, separación de los pies y una carga tranquila para que tu swing empiece a tiempo. Ejercicios en el tee que puedes repetir en casa.',
  },
  'bsb-basic-2': {
    title: 'Mecánica de lanzamiento para cada posición',
    description:
      'Agarre de cuatro costuras, trayectoria del brazo y paso hacia el objetivo, con una progresión que protege los brazos jóvenes.',
  },
  'bsb-basic-3': {
    title: 'Fildear rodados',
    description:
      'Ponte delante, guante adelante, lleva la pelota al abdomen y lanza. Los fundamentos de una jugada limpia en el cuadro.',
  },
  'bsb-basic-4': {
    title: 'Fundamentos del corrido de bases',
    description:
      'Pasar de largo la primera base, abrir la curva y leer al coach de base. Pequeños hábitos que ganan partidos cerrados.',
  },
  'bsb-intermediate-1': {
    title: 'Batear hacia la banda contraria',
    description:
      'Mantente por el centro y lleva el lanzamiento de afuera hacia el lado contrario. Ejercicios de soft-toss y front-toss.',
  },
  'bsb-intermediate-2': {
    title: 'Windup y stretch del pitcher',
    description:
      'Punto de equilibrio, la cadera por delante y un final repetible tanto desde el windup como desde el stretch.',
  },
  'bsb-intermediate-3': {
    title: 'Recepción y bloqueo del receptor',
    description:
      'Un guante tranquilo, enmarcar las esquinas y bloquear las pelotas en la tierra para que los corredores no avancen.',
  },
  'bsb-intermediate-4': {
    title: 'Juego de pies para el doble play',
    description:
      'Envíos, giros y pivotes en la segunda base para el shortstop y el segunda base, con ejercicios de sincronización.',
  },
  'bsb-advanced-1': {
    title: 'Enfoque con dos strikes',
    description:
      'Abre la postura, sube las manos en el bate y defiéndete de los lanzamientos difíciles. Planea cada turno según la cuenta y el mejor lanzamiento del pitcher.',
  },
  'bsb-advanced-2': {
    title: 'Desarrollar un cambio de velocidad',
    description:
      'Agarres, velocidad del brazo y ubicación para un cambio que combine con tu recta, y un plan de bullpen para construirlo.',
  },
  'bsb-advanced-3': {
    title: 'Leer al pitcher para robar bases',
    description:
      'Ventajas, rapidez en el primer paso y las señales del pickoff que te permiten tomar la siguiente base con seguridad.',
  },
  'bsb-advanced-4': {
    title: 'Rutas en los jardines y crow hop',
    description:
      'Pasos de retroceso, rutas eficientes hacia la pelota y lanzamientos con crow hop que llegan en línea al relevo.',
  },
  'bsb-elite-1': {
    title: 'Entrenamiento de élite de velocidad de bate',
    description:
      'Trabajo con bates pesados y ligeros, potencia rotacional y la secuencia que convierte la fuerza en velocidad de salida.',
  },
  'bsb-elite-2': {
    title: 'Diseño y secuencia de lanzamientos',
    description:
      'Haz que tus lanzamientos salgan por el mismo túnel y planea secuencias contra distintos bateadores, como lo hacen los cuerpos técnicos universitarios.',
  },
  'bsb-elite-3': {
    title: 'Planes de juego a partir de informes de scouting',
    description:
      'Convierte los gráficos de dirección de bateo y los datos de lanzamientos en posicionamiento y planes de turno para la próxima serie.',
  },
  'bsb-elite-4': {
    title: 'Preparación para showcases de reclutamiento',
    description:
      'Qué miden y cronometran los scouts en los showcases, cómo calentar para las 60 yardas y cómo presentarte ante los entrenadores.',
  },
  'vb-basic-1': {
    title: 'Plataforma de recepción de antebrazos',
    description:
      'Forma una plataforma plana, mueve los pies hacia el balón y oriéntala al objetivo. La primera habilidad de cada rally.',
  },
  'vb-basic-2': {
    title: 'Saques por abajo y por arriba',
    description:
      'Lanzamiento, contacto y seguimiento para un saque constante, empezando por abajo y pasando al saque por arriba.',
  },
  'vb-basic-3': {
    title: 'Manos y juego de pies en la colocación',
    description:
      'Las manos en forma sobre la frente, de frente al objetivo y empujando con las piernas para una colocación limpia.',
  },
  'vb-basic-4': {
    title: 'Carrera de ataque y armado del brazo',
    description:
      'La carrera de cuatro pasos y el armado del brazo como arco y flecha, primero contra la pared y luego en la red.',
  },
  'vb-intermediate-1': {
    title: 'Formaciones de recepción del saque',
    description:
      'Quién recibe qué en un sistema de tres y de cuatro receptores, con espacios entre jugadores, llamadas y responsabilidades.',
  },
  'vb-intermediate-2': {
    title: 'Saque flotante en salto',
    description:
      'Agrega un salto a tu saque flotante para ganar velocidad y una trayectoria más plana, sin perder precisión.',
  },
  'vb-intermediate-3': {
    title: 'Juego de pies en el bloqueo',
    description:
      'Pasos laterales y cruzados a lo largo de la red, cerrar junto a la antena y pasar las manos al otro lado.',
  },
  'vb-intermediate-4': {
    title: 'Defender remates fuertes',
    description:
      'Bajo, equilibrado y quieto en el contacto: levanta los ataques fuertes hacia el centro de la cancha.',
  },
  'vb-advanced-1': {
    title: 'Golpes de ataque y fintas',
    description:
      'Ataques en línea y en diagonal, golpes con efecto y fintas contra el bloqueo para que tu ataque nunca sea predecible.',
  },
  'vb-advanced-2': {
    title: 'Toma de decisiones del colocador',
    description:
      'Lee la recepción, a los bloqueadores y la forma de tus atacantes para elegir la mejor opción en una fracción de segundo.',
  },
  'vb-advanced-3': {
    title: 'Bloqueo de lectura',
    description:
      'Mira al colocador, no al atacante: lee la colocación y cierra el bloqueo con tu central a tiempo.',
  },
  'vb-advanced-4': {
    title: 'Ataque en transición',
    description:
      'De la defensa al ataque: separarte de la red, pedir el balón y atacar en transición.',
  },
  'vb-elite-1': {
    title: 'Saque en salto de élite',
    description:
      'Mecánica del saque en salto con efecto, un lanzamiento constante y zonas de saque que rompen la recepción rival.',
  },
  'vb-elite-2': {
    title: 'Ataque desde la zona de zagueros',
    description:
      'El ritmo del pipe y la bola D, el despegue detrás de la línea de tres metros y aprovechar el bloqueo desde la zona de zagueros.',
  },
  'vb-elite-3': {
    title: 'Sistemas defensivos y scouting',
    description:
      'Defensa perimetral y en rotación, ajustada al scouting de los atacantes del otro equipo.',
  },
  'vb-elite-4': {
    title: 'Videos de reclutamiento que los entrenadores miran',
    description:
      'Video de habilidades o video de partido, qué buscan los entrenadores universitarios en cada posición y cómo llegar a ellos.',
  },
  'tf-basic-1': {
    title: 'Mecánica de velocidad: brazos y postura',
    description:
      'Postura alta, hombros relajados y un braceo potente: la base de toda carrera rápida.',
  },
  'tf-basic-2': {
    title: 'Salidas de pie y de tres apoyos',
    description:
      'Colócate y sal con fuerza desde una salida de pie y luego desde una de tres apoyos, con ejercicios de la fase de aceleración.',
  },
  'tf-basic-3': {
    title: 'Técnica de carrera para fondo',
    description:
      'Cadencia, apoyo del pie y ritmo de respiración para correr de forma eficiente en distancias más largas.',
  },
  'tf-basic-4': {
    title: 'Fundamentos de la carrera del salto largo',
    description:
      'Mide tu carrera, pisa la tabla y despega con el pecho alto y la pierna libre activa.',
  },
  'tf-intermediate-1': {
    title: 'Salidas de tacos',
    description:
      'Ajuste de los tacos, la posición de listos y los tres primeros pasos al salir, con ejercicios de reacción.',
  },
  'tf-intermediate-2': {
    title: 'Ritmo entre vallas y pierna de atrás',
    description:
      'Ritmo de tres pasos entre vallas, una pierna de ataque rápida y una pierna de atrás que pasa sin flotar.',
  },
  'tf-intermediate-3': {
    title: 'Entregas en el relevo 4x100',
    description:
      'Marcas de salida, la entrega a ciegas y el cambio dentro de la zona a toda velocidad.',
  },
  'tf-intermediate-4': {
    title: 'Técnica de desplazamiento en el lanzamiento de bala',
    description:
      'Posición de fuerza, el desplazamiento por el círculo y un empuje de todo el cuerpo con la bala pegada al cuello.',
  },
  'tf-advanced-1': {
    title: 'Entrenamiento de velocidad máxima',
    description:
      'Sprints lanzados, carreras entre vallitas y la mecánica delantera que te permite mantener la velocidad máxima por más tiempo.',
  },
  'tf-advanced-2': {
    title: 'Estrategia de carrera para los 400 y los 800',
    description:
      'Parciales de ritmo, posición al abrirse la calle y cuándo atacar en los últimos 200.',
  },
  'tf-advanced-3': {
    title: 'Fases del triple salto',
    description:
      'Hop, step y jump con un ritmo equilibrado, llevando la velocidad por cada fase hasta el foso.',
  },
  'tf-advanced-4': {
    title: 'Giro en el lanzamiento de disco',
    description:
      'Preparación, giro y un tirón largo del brazo de lanzamiento, desde lanzamientos sin giro hasta giros completos.',
  },
  'tf-elite-1': {
    title: 'Plan de desarrollo de velocidad de élite',
    description:
      'Periodiza la velocidad, la fuerza y la recuperación durante la temporada para llegar en tu mejor momento a los campeonatos.',
  },
  'tf-elite-2': {
    title: 'Curva y paso de la varilla en el salto alto',
    description:
      'Carrera en J, batida y penúltimo paso, y un paso de la varilla arqueado que la mantiene en su sitio.',
  },
  'tf-elite-3': {
    title: 'Táctica de carrera en campeonatos',
    description:
      'Rondas, series y finales: cómo clasificar sin gastar de más y correr para ganar cuando importa.',
  },
  'tf-elite-4': {
    title: 'Estándares y marcas para el reclutamiento',
    description:
      'Qué marcas buscan los programas universitarios en cada prueba, resultados verificados y cómo contactar a los entrenadores.',
  },
  'wr-basic-1': {
    title: 'Postura y movimiento',
    description:
      'Una postura cuadrada y otra escalonada, cambios de nivel y moverte sin cruzar los pies.',
  },
  'wr-basic-2': {
    title: 'Derribo a dos piernas',
    description:
      'Paso de penetración, posición de la cabeza y terminar el derribo a dos piernas de forma segura en el tapiz.',
  },
  'wr-basic-3': {
    title: 'Levantarse desde abajo',
    description:
      'Control de manos, giro de cadera y volver a ponerte de pie para el punto de escape.',
  },
  'wr-intermediate-1': {
    title: 'Terminar el derribo a una pierna',
    description:
      'Termina con el pipe, el shelf o el high-crotch cuando el rival se tira hacia atrás contra tu ataque a una pierna.',
  },
  'wr-intermediate-2': {
    title: 'Controlar y voltear desde arriba',
    description:
      'Controles con chop y tight waist, y luego media nelson y basculas para voltear al rival y sumar puntos de espalda.',
  },
  'wr-elite-1': {
    title: 'Estrategia de combate y preparación física de élite',
    description:
      'Preparación física para el tercer periodo, táctica de lucha de manos y manejo del marcador contra rivales de primer nivel.',
  },
  'hk-basic-1': {
    title: 'Zancada hacia adelante y frenado',
    description:
      'Extensión completa en cada impulso, rodillas flexionadas y frenadas de hockey con los dos pies hacia ambos lados.',
  },
  'hk-basic-2': {
    title: 'Fundamentos del manejo del stick',
    description:
      'Manos suaves, control con la mano de arriba y mover el disco hacia afuera y hacia adentro con la cabeza levantada.',
  },
  'hk-basic-3': {
    title: 'Técnica del tiro de muñeca',
    description:
      'Transferencia del peso, posición del disco en la pala y un seguimiento que apunta al objetivo.',
  },
  'hk-intermediate-1': {
    title: 'Cruces y trabajo de cantos',
    description:
      'Cantos interiores y exteriores, giros cerrados y cruces que ganan velocidad en las esquinas.',
  },
  'hk-intermediate-2': {
    title: 'Control de la distancia en defensa',
    description:
      'Patinaje hacia atrás, igualar la velocidad y cerrar la distancia para quitar tiempo y espacio.',
  },
  'hk-elite-1': {
    title: 'Disparo y engaño de élite',
    description:
      'Cambia el ángulo, tira en plena zancada y oculta el disparo para superar a porteros de nivel junior y universitario.',
  },
};

/** The catalogue's categories in Spanish, by their English names. */
const spanishCategories: Readonly<Record<string, string>> = {
  Shooting: 'Tiro',
  Recruitment: 'Reclutamiento',
  Defense: 'Defensa',
  'Team Play': 'Juego en equipo',
  Passing: 'Pase',
  Fielding: 'Fildeo',
  Tactics: 'Táctica',
  Sprints: 'Velocidad',
  Serving: 'Saque',
  Receiving: 'Recepción',
  Pitching: 'Pitcheo',
  Jumps: 'Saltos',
  Dribbling: 'Manejo del balón',
  Distance: 'Fondo',
  Blocking: 'Bloqueo',
  Batting: 'Bateo',
  Attacking: 'Ataque',
  Throws: 'Lanzamientos',
  Takedowns: 'Derribos',
  Tackling: 'Tacleo',
  Starts: 'Salidas',
  Skating: 'Patinaje',
  Setting: 'Colocación',
  Quarterback: 'Quarterback',
  'Post Play': 'Juego en el poste',
  'Guard Skills': 'Habilidades de base',
  Goalkeeping: 'Portería',
  'Football IQ': 'Inteligencia de juego',
  'Basketball IQ': 'Inteligencia de juego',
  'Base Running': 'Corrido de bases',
  'Ball Control': 'Control del balón',
  'Top Control': 'Control desde arriba',
  'Strength & Conditioning': 'Fuerza y preparación física',
  Stickhandling: 'Manejo del stick',
  'Stance & Motion': 'Postura y movimiento',
  Relays: 'Relevos',
  Hurdles: 'Vallas',
  Footwork: 'Juego de pies',
  Fitness: 'Preparación física',
  Escapes: 'Escapes',
  Defending: 'Defensa',
  Conditioning: 'Preparación física',
  Catching: 'Recepción',
  'Baseball IQ': 'Inteligencia de juego',
};

/** Each language's words for the catalogue, English being the catalogue's own. */
export const catalogueTranslations: Readonly<
  Record<
    Exclude<Locale, 'en'>,
    { lessons: typeof spanishLessons; categories: typeof spanishCategories }
  >
> = {
  es: { lessons: spanishLessons, categories: spanishCategories },
};
