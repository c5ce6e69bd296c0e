/**
 * Invented player names. Each naming culture pairs common given names with invented family names
 * (a root and an ending), written with the letters of the language they imitate — é, ñ, ø, ł, ß,
 * ç, ü, ð, ș… — so accent-insensitive search has something to find. No list holds a real player.
 */

export interface NameCulture {
  given: readonly string[];
  roots: readonly string[];
  endings: readonly string[];
}

export const NAME_CULTURES = {
  iberian: {
    given: ['Julián', 'Andrés', 'Tomás', 'Nicolás', 'Sebastián', 'Joaquín', 'Matías', 'Iñaki', 'Íker', 'Rubén', 'Álvaro', 'Martín', 'Sergio', 'Gonzalo', 'Ramón', 'Óscar', 'Adrián', 'Germán', 'Emilio', 'Héctor'],
    roots: ['Quiñ', 'Albar', 'Belt', 'Cañ', 'Dur', 'Echev', 'Fuent', 'Gald', 'Ibarr', 'Lar', 'Mend', 'Nav', 'Orr', 'Peñ', 'Sol', 'Tor', 'Urd', 'Vald', 'Zab', 'Agü', 'Güem', 'Carr'],
    endings: ['ones', 'ález', 'ueda', 'án', 'illo', 'aga', 'ureña', 'ízar', 'ote', 'ándiz', 'ero', 'iel'],
  },
  lusophone: {
    given: ['João', 'Tiago', 'Gonçalo', 'Rúben', 'Estêvão', 'Caetano', 'Vinícius', 'Lourenço', 'Baltazar', 'Inácio', 'Simão', 'Sebastião', 'Fábio', 'Cláudio', 'Márcio', 'Renan', 'Otávio', 'Leandro'],
    roots: ['Barr', 'Caval', 'Fal', 'Guim', 'Lour', 'Magalh', 'Pinh', 'Quint', 'Ribe', 'Salv', 'Tav', 'Vasc', 'Azev', 'Brand', 'Coelh', 'Esp'],
    endings: ['ão', 'eiro', 'ães', 'inho', 'ares', 'ença', 'ota', 'elo', 'ado', 'anha', 'ões'],
  },
  nordic: {
    given: ['Søren', 'Bjørn', 'Mads', 'Jørgen', 'Espen', 'Håkon', 'Kjetil', 'Asbjørn', 'Leif', 'Nils', 'Torbjørn', 'Rasmus', 'Sindre', 'Åge', 'Eirik', 'Ståle', 'Jonas', 'Magnus'],
    roots: ['Bjør', 'Hål', 'Lø', 'Sø', 'Ås', 'Fjell', 'Grø', 'Ny', 'Vest', 'Øst', 'Krog', 'Sand', 'Strø', 'Tveit', 'Aa', 'Mæl'],
    endings: ['gaard', 'vik', 'dal', 'strøm', 'holm', 'berg', 'nes', 'rud', 'haug', 'lund', 'bø', 'sæter'],
  },
  westSlavic: {
    given: ['Łukasz', 'Paweł', 'Michał', 'Wojciech', 'Jiří', 'Tomáš', 'Radosław', 'Bartłomiej', 'Przemysław', 'Stanisław', 'Zdeněk', 'Lubomír', 'Jakub', 'Grzegorz', 'Kryštof', 'Mikołaj', 'Dawid', 'Ondřej'],
    roots: ['Wró', 'Kowal', 'Dąb', 'Zieliń', 'Wiś', 'Szczęs', 'Nowo', 'Jabł', 'Kępi', 'Hrub', 'Dvoř', 'Kře', 'Ryb', 'Bła', 'Mał', 'Gór', 'Źreb', 'Łęcz'],
    endings: ['ski', 'czyk', 'ek', 'ewicz', 'ák', 'íček', 'owski', 'ný', 'ař', 'eček', 'iński', 'ał'],
  },
  germanic: {
    given: ['Jürgen', 'Björn', 'Lukas', 'Matthias', 'Jörg', 'Tobias', 'Florian', 'Sönke', 'Maximilian', 'Günter', 'Fabian', 'Till', 'Moritz', 'Dominik', 'Jannik', 'Ulrich', 'Niklas', 'Bastian'],
    roots: ['Groß', 'Weiß', 'Brün', 'Schröd', 'Hölz', 'Kränz', 'Stöck', 'Wald', 'Berg', 'Fuchs', 'Haßl', 'Köh', 'Lütt', 'Straß', 'Sieb', 'Dörf', 'Mühl'],
    endings: ['er', 'mann', 'inger', 'eder', 'bauer', 'hofer', 'ke', 'ler', 'stein', 'huber', 'lich'],
  },
  francophone: {
    given: ['Théo', 'Jérôme', 'Rémi', 'Loïc', 'Hervé', 'Benoît', 'Gaëtan', 'Jérémy', 'Noël', 'Mathéo', 'Clément', 'Aurélien', 'Stéphane', 'Cédric', 'Thibaut', 'Amaury', 'Étienne', 'Raphaël', 'Maël'],
    roots: ['Beaum', 'Châtel', 'Lefèv', 'Mor', 'Duf', 'Garn', 'Roch', 'Poir', 'Chev', 'Lacr', 'Bréh', 'Fourn', 'Delaç', 'Gaut', 'Mén', 'Thib'],
    endings: ['ier', 'eau', 'ault', 'ès', 'ard', 'elle', 'ière', 'on', 'ette', 'aud', 'ois', 'ençon'],
  },
  turkic: {
    given: ['Çağlar', 'Oğuz', 'Emre', 'Barış', 'Görkem', 'Kerem', 'Mert', 'Uğur', 'Burak', 'Şükrü', 'İlkay', 'Tolga', 'Yiğit', 'Doğan', 'Alperen', 'Hakan', 'Ömer', 'Furkan'],
    roots: ['Yıld', 'Çel', 'Öz', 'Aydı', 'Şah', 'Kay', 'Doğ', 'Ars', 'Güne', 'Kılı', 'Erd', 'Tek', 'Yüce', 'Akb', 'Bozk', 'Karad'],
    endings: ['ırım', 'oğlu', 'türk', 'han', 'er', 'men', 'çı', 'kan', 'soy', 'taş', 'baş', 'can'],
  },
  magyar: {
    given: ['Bálint', 'Levente', 'Ákos', 'Zsolt', 'Gergő', 'Dániel', 'Márton', 'Botond', 'Szabolcs', 'Bence', 'Péter', 'Örs', 'Kristóf', 'Áron', 'Dénes', 'Tamás', 'Gábor', 'Huba'],
    roots: ['Szűcs', 'Ková', 'Hor', 'Fehér', 'Nagy', 'Tót', 'Bal', 'Sző', 'Vár', 'Kő', 'Mol', 'Fü', 'Erdő', 'Halá', 'Rác', 'Pap'],
    endings: ['ős', 'ács', 'váth', 'egyi', 'ai', 'kúti', 'házi', 'falvi', 'ó', 'nyi', 'hegyi', 'szegi'],
  },
  southSlavic: {
    given: ['Luka', 'Marko', 'Nikola', 'Đorđe', 'Stefan', 'Dušan', 'Milan', 'Filip', 'Ivan', 'Željko', 'Bojan', 'Mateo', 'Ante', 'Vedran', 'Dario', 'Siniša', 'Goran', 'Andrija'],
    roots: ['Petr', 'Jovan', 'Mark', 'Kovač', 'Vuk', 'Đur', 'Nikol', 'Rad', 'Mil', 'Stoj', 'Pav', 'Živ', 'Bož', 'Tom', 'Luk', 'Šar', 'Grb', 'Hrv'],
    endings: ['ović', 'ević', 'ić', 'anović', 'ač', 'inić', 'ašević', 'ulić', 'ičić'],
  },
  icelandic: {
    given: ['Guðmundur', 'Þórir', 'Sigurður', 'Ragnar', 'Hörður', 'Aron', 'Jóhann', 'Birkir', 'Ólafur', 'Kári', 'Hannes', 'Arnór', 'Rúnar', 'Eiður', 'Gylfi', 'Ögmundur', 'Hólmar', 'Viðar'],
    roots: ['Guðmunds', 'Þórs', 'Sigurðs', 'Ragnars', 'Harðar', 'Jóhanns', 'Ólafs', 'Kára', 'Arnórs', 'Eiðs', 'Viðars', 'Björns', 'Hauks', 'Einars', 'Gunnars', 'Þorsteins', 'Hrafns', 'Egils'],
    endings: ['son'],
  },
  baltic: {
    given: ['Kęstutis', 'Mantas', 'Darius', 'Žygimantas', 'Tomas', 'Rolandas', 'Artūras', 'Edgaras', 'Jānis', 'Kristaps', 'Māris', 'Aivars', 'Gints', 'Raimonds', 'Ēriks', 'Valdis', 'Deividas', 'Ģirts'],
    roots: ['Kazl', 'Jankū', 'Berzi', 'Ozol', 'Kalniņ', 'Vaitk', 'Petrausk', 'Žukausk', 'Mažeik', 'Liep', 'Bērz', 'Zariņ', 'Krūmiņ', 'Balč', 'Šimk'],
    endings: ['as', 'auskas', 'ūnas', 'š', 'evičius', 'ys', 'aitis'],
  },
  romanian: {
    given: ['Ștefan', 'Răzvan', 'Mihai', 'Cătălin', 'Bogdan', 'Florin', 'Ionuț', 'Alexandru', 'Tudor', 'Vlad', 'Sorin', 'Costel', 'Dănuț', 'Marius', 'Lucian', 'Radu', 'Andrei', 'Horia'],
    roots: ['Pop', 'Rădu', 'Dumitr', 'Stăn', 'Constantin', 'Vlăd', 'Moldov', 'Ion', 'Băl', 'Mureș', 'Cojoc', 'Nicul', 'Gheorgh', 'Pătr', 'Țăr', 'Șerb'],
    endings: ['escu', 'eanu', 'aru', 'ache', 'oiu', 'ică', 'an'],
  },
  anglo: {
    given: ['Connor', 'Liam', 'Jack', 'Harvey', 'Callum', 'Owen', 'Ryan', 'Declan', 'Kieran', 'Ethan', 'Mason', 'Tyler', 'Jamie', 'Reece', 'Aidan', 'Lewis', 'Jordan', 'Nathan'],
    roots: ['Ash', 'Black', 'Brad', 'Cart', 'Fair', 'Hal', 'Lang', 'Mor', 'Pen', 'Red', 'Stan', 'Thorn', 'Whit', 'Wood', 'Kings', 'Hart'],
    endings: ['ford', 'well', 'ley', 'wood', 'ton', 'by', 'more', 'ridge', 'field', 'wick', 'ham', 'worth'],
  },
  westAfrican: {
    given: ['Moussa', 'Ibrahima', 'Séni', 'Abdoulaye', 'Ousmane', 'Chérif', 'Lamine', 'Désiré', 'Souleymane', 'Yannick', 'Bakary', 'Aliou', 'Kévin', 'Idrissa', 'Amadou', 'Boubacar', 'Sékou', 'Thierry'],
    roots: ['Bamb', 'Coul', 'Diab', 'Fof', 'Kant', 'Sang', 'Tiéb', 'Ouéd', 'Dembél', 'Kouy', 'Yéb', 'Zoun', 'Nian', 'Gbag'],
    endings: ['a', 'é', 'ou', 'ara', 'ogo', 'ibaly', 'ama', 'ané', 'èye', 'oko'],
  },
  hellenic: {
    given: ['Giorgos', 'Kostas', 'Nikos', 'Dimitris', 'Panagiotis', 'Vangelis', 'Thanasis', 'Christos', 'Stelios', 'Manolis', 'Ilias', 'Petros', 'Sotiris', 'Lefteris', 'Tasos', 'Michalis'],
    roots: ['Papa', 'Kara', 'Dimitr', 'Georgi', 'Konstant', 'Alexi', 'Vasil', 'Stavr', 'Theodor', 'Andre', 'Christ', 'Lamb', 'Manol', 'Spyr'],
    endings: ['opoulos', 'ou', 'akis', 'idis', 'atos', 'iadis', 'elis'],
  },
} as const satisfies Record<string, NameCulture>;

export type CultureKey = keyof typeof NAME_CULTURES;
