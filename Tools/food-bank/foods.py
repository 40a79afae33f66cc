"""The curated food bank: common groceries of German and English households.

One food per line: ``NDB | name | category | German aliases | English aliases``.

- NDB: the USDA SR28 food the nutrition comes from, chosen as the food is bought (raw meat, dry pasta,
  ready-to-drink beverages). Several foods may share one NDB number when SR28 has no closer entry
  (oat drink uses rice drink, lactose-free milk uses whole milk); their names still differ.
- name: the short English name a shopper would say; unique.
- category: a Larder ``FoodCategory`` raw value.
- aliases: ``;``-separated words as printed on receipts and said in shops. Umlaut spellings are enough:
  the matcher folds ä/ae, ö/oe, ü/ue, ß/ss, case and punctuation, so ``Hähnchenbrust`` also matches
  ``HAEHNCHENBRUST``. After that folding, every alias belongs to exactly one food; ``build_seed.py``
  fails on a clash, and the curator gives the word to the food a shopper most likely means
  (``Mais`` is canned sweetcorn, ``Maiskolben`` the fresh cob; ``Chips`` are crisps, ``oven chips`` fries).

Lines starting with ``#`` are section comments.
"""

FOODS_TABLE = """
# query | name | category | german aliases | english aliases
## produce: fruit
09003 | apple | produce | Apfel; Äpfel; Tafeläpfel; Elstar; Braeburn; Jonagold; Pink Lady; Boskoop | apples; gala apples
09040 | banana | produce | Banane; Bananen | bananas
09200 | orange | produce | Orange; Orangen; Apfelsinen; Saftorangen | oranges
09150 | lemon | produce | Zitrone; Zitronen | lemons
09159 | lime | produce | Limette; Limetten | limes
09112 | grapefruit | produce | Grapefruit; Pampelmuse | pink grapefruit
09218 | mandarin | produce | Mandarine; Mandarinen; Clementine; Clementinen; Klementinen | clementines; tangerines; satsumas; easy peelers
09252 | pear | produce | Birne; Birnen; Tafelbirnen | pears
09132 | grapes | produce | Trauben; Weintrauben; Tafeltrauben; kernlose Trauben | seedless grapes
09316 | strawberries | produce | Erdbeeren; Erdbeere | strawberry
09302 | raspberries | produce | Himbeeren | raspberry
09050 | blueberries | produce | Heidelbeeren; Blaubeeren; Kulturheidelbeeren | blueberry
09042 | blackberries | produce | Brombeeren | blackberry
09070 | cherries | produce | Kirschen; Süßkirschen | sweet cherries
09236 | peach | produce | Pfirsich; Pfirsiche; Plattpfirsiche | peaches
09191 | nectarine | produce | Nektarine; Nektarinen | nectarines
09021 | apricot | produce | Aprikose; Aprikosen; Marillen | apricots
09279 | plums | produce | Pflaumen; Zwetschgen; Zwetschen; Mirabellen | plum
09148 | kiwi | produce | Kiwi; Kiwis | kiwifruit
09266 | pineapple | produce | Ananas; Ananas frisch | fresh pineapple
09176 | mango | produce | Mango; Mangos | mangoes
09181 | cantaloupe melon | produce | Cantaloupe; Netzmelone; Zuckermelone; Galiamelone; Charentais | cantaloupe; galia melon
09184 | honeydew melon | produce | Honigmelone; Melone | honeydew
09326 | watermelon | produce | Wassermelone; Wassermelonen | water melon
09037 | avocado | produce | Avocado; Avocados | avocados
09286 | pomegranate | produce | Granatapfel; Granatäpfel | pomegranates
09089 | fig | produce | Feige; Feigen; frische Feigen | figs
09226 | papaya | produce | Papaya | papayas
09231 | passion fruit | produce | Maracuja; Passionsfrucht | passionfruit
09307 | rhubarb | produce | Rhabarber | rhubarb stalks
09078 | fresh cranberries | produce | Cranberries frisch; Moosbeeren | 
09084 | redcurrants | produce | Johannisbeeren; rote Johannisbeeren; Ribisel | red currants
09107 | gooseberries | produce | Stachelbeeren | gooseberry
12104 | coconut | produce | Kokosnuss; Kokosnüsse | coconuts
09421 | dates | pantry | Datteln; Medjool Datteln | medjool dates
09298 | raisins | pantry | Rosinen; Sultaninen; Korinthen | sultanas; currants
09032 | dried apricots | pantry | getrocknete Aprikosen; Softaprikosen; Trockenaprikosen | dried apricot
09291 | prunes | pantry | Trockenpflaumen; Backpflaumen; Dörrpflaumen | dried plums
09079 | dried cranberries | pantry | getrocknete Cranberries; Cranberries; Cranberries getrocknet | craisins
09094 | dried figs | pantry | getrocknete Feigen; Trockenfeigen | dried fig
09164 | lychees | produce | Litschi; Litschis; Lychee | lychee
09139 | guava | produce | Guave; Guaven | guavas
09263 | kaki fruit | produce | Kaki; Sharonfrucht; Persimone | persimmon; sharon fruit
09296 | quince | produce | Quitte; Quitten | quinces
09088 | elderberries | produce | Holunderbeeren; Holunder | elderberry
## produce: vegetables
11352 | potatoes | produce | Kartoffeln; Speisekartoffeln; Erdäpfel; Kartoffeln festkochend; Kartoffeln mehligkochend; Drillinge; Frühkartoffeln; Kartoffel | potato; new potatoes; baking potatoes
11507 | sweet potato | produce | Süßkartoffel; Süßkartoffeln; Batate | sweet potatoes; yams
11124 | carrots | produce | Karotten; Möhren; Mohrrüben; Karotte; Möhre; Bundmöhren; Rüebli | carrot
11282 | onions | produce | Zwiebeln; Zwiebel; Gemüsezwiebeln; rote Zwiebeln; Speisezwiebeln | onion; red onions; brown onions
11291 | spring onions | produce | Frühlingszwiebeln; Lauchzwiebeln; Frühlingszwiebel | scallions; green onions
11677 | shallots | produce | Schalotten; Schalotte | shallot
11215 | garlic | produce | Knoblauch; Knoblauchknolle; Knoblauchzehen | garlic bulb
11246 | leek | produce | Lauch; Porree; Lauchstange | leeks
11529 | tomatoes | produce | Tomaten; Rispentomaten; Strauchtomaten; Cocktailtomaten; Cherrytomaten; Kirschtomaten; Romatomaten; Fleischtomaten; Snacktomaten; Tomate | tomato; cherry tomatoes; vine tomatoes; plum tomatoes
11205 | cucumber | produce | Gurke; Salatgurke; Schlangengurke; Gurken; Minigurken; Snackgurken | cucumbers
11821 | red pepper | produce | Paprika; Paprika rot; rote Paprika; Spitzpaprika; Paprika Mix; Paprikaschoten | bell pepper; red bell pepper; capsicum; sweet pointed peppers
11333 | green pepper | produce | Paprika grün; grüne Paprika | green bell pepper
11951 | yellow pepper | produce | Paprika gelb; gelbe Paprika | yellow bell pepper
11252 | iceberg lettuce | produce | Eisbergsalat; Eissalat | iceberg
11251 | romaine lettuce | produce | Romanasalat; Römersalat; Romana Salatherzen; Salatherzen | cos lettuce; romaine; little gem
11253 | lettuce | produce | Kopfsalat; Blattsalat; Salat; Lollo Rosso; Lollo Bionda; Eichblattsalat; Pflücksalat; Salatmischung | leaf lettuce; mixed salad leaves; salad
11959 | rocket | produce | Rucola; Rauke | arugula; rocket salad
11457 | spinach | produce | Spinat; Blattspinat; Babyspinat; Spinat frisch | baby spinach; fresh spinach
11190 | lamb's lettuce | produce | Feldsalat; Rapunzel; Nüsslisalat | corn salad; mache
11090 | broccoli | produce | Brokkoli; Broccoli | calabrese
11135 | cauliflower | produce | Blumenkohl; Karfiol | cauliflowers
11109 | white cabbage | produce | Weißkohl; Weißkraut; Kraut; Spitzkohl; Kohl | cabbage; sweetheart cabbage; pointed cabbage
11112 | red cabbage | produce | Rotkohl; Blaukraut; Rotkraut | red cabbage head
11114 | savoy cabbage | produce | Wirsing; Wirsingkohl | savoy
11119 | chinese cabbage | produce | Chinakohl; Pak Choi; Pak-Choi | napa cabbage; pak choi; bok choy
11098 | brussels sprouts | produce | Rosenkohl; Kohlsprossen | sprouts
11233 | kale | produce | Grünkohl; Federkohl | curly kale; cavolo nero
11241 | kohlrabi | produce | Kohlrabi; Kohlrabis | kohlrabi bulb
11477 | courgette | produce | Zucchini; Zucchinis | zucchini; courgettes
11209 | aubergine | produce | Aubergine; Auberginen; Melanzani | eggplant; aubergines
11485 | butternut squash | produce | Butternutkürbis; Butternut; Butternut Kürbis | butternut
11422 | pumpkin | produce | Kürbis; Hokkaido; Hokkaidokürbis; Speisekürbis | squash; pumpkins
11260 | mushrooms | produce | Champignons; Pilze; Champignon; weiße Champignons; Champignons weiß | button mushrooms; white mushrooms; closed cup mushrooms
11266 | chestnut mushrooms | produce | braune Champignons; Champignons braun; Egerlinge; Steinchampignons | crimini mushrooms; brown mushrooms; portobello mushrooms
11987 | oyster mushrooms | produce | Austernpilze; Kräuterseitlinge; Seitlinge | king oyster mushrooms
11238 | shiitake | produce | Shiitake; Shiitakepilze; Shiitake Pilze | shiitake mushrooms
11143 | celery | produce | Staudensellerie; Stangensellerie; Bleichsellerie | celery sticks
11141 | celeriac | produce | Knollensellerie; Sellerie; Sellerieknolle | celery root
11429 | radishes | produce | Radieschen; Radieserl | radish
11430 | white radish | produce | Rettich; weißer Rettich; Bierrettich | daikon; mooli
11080 | beetroot | produce | Rote Bete; Rote Beete; Rote Rüben; Rote Bete gekocht | beets; beet; cooked beetroot
11011 | asparagus | produce | Spargel; Spargel grün; grüner Spargel; Spargel weiß; weißer Spargel; Bruchspargel | green asparagus; white asparagus
11167 | corn on the cob | produce | Maiskolben; Zuckermaiskolben; Maiskolben vorgegart | sweetcorn cobs; fresh corn
11052 | green beans | produce | grüne Bohnen; Brechbohnen; Buschbohnen; Prinzessbohnen; Stangenbohnen; Bohnen grün | string beans; runner beans; fine beans
11300 | sugar snap peas | produce | Zuckerschoten; Kaiserschoten; Zuckererbsen | mange tout; snow peas; sugar snaps
11957 | fennel | produce | Fenchel; Fenchelknolle | fennel bulb
11298 | parsnips | produce | Pastinaken; Pastinake | parsnip
11564 | turnip | produce | Mairübchen; Rübchen; Teltower Rübchen; Mairüben | turnips
11435 | swede | produce | Steckrübe; Steckrüben; Kohlrübe | rutabaga; swedes
11147 | chard | produce | Mangold | swiss chard; rainbow chard
11151 | chicory | produce | Chicorée; Chicoree | endive (belgian); witloof
11213 | endive | produce | Endivie; Endiviensalat; Frisée; Friseesalat | frisee; curly endive
11952 | radicchio | produce | Radicchio | red chicory
11007 | artichoke | produce | Artischocke; Artischocken | artichokes
11216 | ginger | produce | Ingwer; Ingwerwurzel; Ingwer frisch | ginger root; fresh ginger
11819 | chilli | produce | Chili; Chilischoten; Peperoni; Chilis; Jalapeños; Peperoncini | chili pepper; chillies; jalapenos; red chillies
11297 | parsley | produce | Petersilie; Petersilie glatt; Petersilie kraus | flat leaf parsley
02044 | basil | produce | Basilikum; Basilikum Topf | fresh basil
11165 | coriander | produce | Koriander; Koriandergrün | cilantro; fresh coriander
11156 | chives | produce | Schnittlauch | fresh chives
02045 | dill | produce | Dill; Dillspitzen | fresh dill
02065 | mint | produce | Minze; Pfefferminze | fresh mint
02063 | rosemary | produce | Rosmarin | fresh rosemary
11043 | bean sprouts | produce | Sojasprossen; Mungbohnensprossen; Sprossen | mung bean sprouts
11257 | red leaf lettuce | produce | Lollo rosso rot; roter Blattsalat | red lettuce
11591 | watercress | produce | Brunnenkresse; Kresse; Gartenkresse | cress
11278 | okra | produce | Okra; Okraschoten | ladies fingers
11226 | jerusalem artichoke | produce | Topinambur | sunchokes
02055 | horseradish | pantry | Meerrettich; Sahnemeerrettich; Tafelmeerrettich; Kren | horseradish sauce
11439 | sauerkraut | pantry | Sauerkraut; Weinsauerkraut; Fasssauerkraut | sour cabbage
09193 | black olives | pantry | Oliven schwarz; schwarze Oliven; Oliven | olives
09195 | green olives | pantry | Oliven grün; grüne Oliven | green olive
11937 | gherkins | pantry | Gewürzgurken; Essiggurken; saure Gurken; Cornichons; Delikatessgurken; Gurken im Glas | pickles; dill pickles; pickled gherkins
11609 | pickled beetroot | pantry | Rote Bete Glas; Rote Bete im Glas; Rote Bete Scheiben; Rote Bete Kugeln | pickled beets
## dairy
01077 | whole milk | dairy | Vollmilch; Frischmilch; H-Milch; Milch; Haltbare Milch; Landmilch; Weidemilch; Heumilch; Bio-Vollmilch; Frische Vollmilch; H-Vollmilch | milk; full fat milk; full cream milk
01079 | semi-skimmed milk | dairy | fettarme Milch; Milch fettarm; Frischmilch fettarm; fettarme Frischmilch; H-Milch fettarm; fettarme H-Milch; teilentrahmte Milch | reduced fat milk; semi skimmed milk; low fat milk
01085 | skimmed milk | dairy | Magermilch; entrahmte Milch; Milch entrahmt | skim milk; fat free milk; skimmed
01211 | lactose-free milk | dairy | laktosefreie Milch; Milch laktosefrei; H-Milch laktosefrei; Laktosefrei | lactose free milk
01088 | buttermilk | dairy | Buttermilch; Reine Buttermilch | cultured buttermilk
01106 | goat milk | dairy | Ziegenmilch | goat's milk
01053 | whipping cream | dairy | Schlagsahne; Sahne; Schlagrahm; Rahm; Konditorsahne | double cream; heavy cream; whipping cream; cream
01050 | single cream | dairy | Kochsahne; Kaffeesahne; Cremefine; Kochcreme | light cream; coffee cream; cooking cream
01056 | sour cream | dairy | saure Sahne; Schmand; Sauerrahm; Crème fraîche; Creme fraiche | soured cream; creme fraiche
01054 | spray cream | dairy | Sprühsahne; Sahne aus der Dose | whipped cream; aerosol cream; squirty cream
01145 | butter | dairy | Butter; Süßrahmbutter; Deutsche Markenbutter; Sauerrahmbutter; Markenbutter; Irische Butter; Kerrygold; Weidebutter | unsalted butter
01001 | salted butter | dairy | gesalzene Butter; Salzbutter; Butter gesalzen; Meersalzbutter | slightly salted butter
04601 | spreadable butter | dairy | Streichzart; streichfähige Butter; Halbfettbutter; Butter streichzart | spreadable; lighter butter
01116 | natural yoghurt | dairy | Joghurt; Naturjoghurt; Joghurt natur; Vollmilchjoghurt; Joghurt mild | plain yogurt; natural yogurt; yoghurt; yogurt
01117 | low-fat yoghurt | dairy | fettarmer Joghurt; Joghurt fettarm; fettarmer Naturjoghurt | low fat yogurt; low fat natural yoghurt
01293 | greek yoghurt | dairy | griechischer Joghurt; Griechischer Sahnejoghurt; Joghurt griechische Art; Sahnejoghurt | greek yogurt; greek style yoghurt
01120 | fruit yoghurt | dairy | Fruchtjoghurt; Erdbeerjoghurt; Joghurt Erdbeere; Kirschjoghurt; Joghurt mit Früchten; Fruchtzwerge | fruit yogurt; strawberry yogurt; fruit corner
01119 | vanilla yoghurt | dairy | Vanillejoghurt; Joghurt Vanille | vanilla yogurt
01014 | quark | dairy | Quark; Magerquark; Speisequark; Speisequark Magerstufe; Skyr; Topfen | skyr; fat free quark; low fat quark
01012 | cottage cheese | dairy | Hüttenkäse; körniger Frischkäse; Körniger Frischkäse | cottage
01017 | cream cheese | dairy | Frischkäse; Doppelrahmfrischkäse; Philadelphia; Frischkäse natur; Rahmfrischkäse; Frischkäse Kräuter | soft cheese; philly
01022 | gouda | dairy | Gouda; Gouda jung; Gouda mittelalt; Gouda alt; Goudascheiben; Gouda Scheiben; Gouda gerieben; Holländer; Butterkäse; Schnittkäse | young gouda; aged gouda
01018 | edam | dairy | Edamer; Edamer Scheiben | edam cheese
01009 | cheddar | dairy | Cheddar; Cheddar Scheiben; Cheddarkäse | mature cheddar; mild cheddar; cheddar cheese; extra mature cheddar
01040 | emmental | dairy | Emmentaler; Emmenthaler; Schweizer Käse; Emmentaler gerieben; Leerdammer; Maasdamer | swiss cheese; emmental cheese
01026 | mozzarella | dairy | Mozzarella; Büffelmozzarella; Mozzarella Kugeln; Mini Mozzarella; Burrata | buffalo mozzarella; mozzarella ball
01028 | grated pizza cheese | dairy | Pizzakäse; Reibekäse; geriebener Käse; Käse gerieben; Gratinkäse; Pizza Mix gerieben | grated cheese; shredded cheese; pizza cheese
01033 | parmesan | dairy | Parmesan; Parmigiano Reggiano; Grana Padano; Hartkäse; Parmesan gerieben | parmigiano; grated parmesan
01019 | feta | dairy | Feta; Schafskäse; Hirtenkäse; Weißkäse; Salatkäse; Balkankäse | feta cheese
01006 | brie | dairy | Brie; Weichkäse; Bavaria Blu Brie | brie cheese
01007 | camembert | dairy | Camembert; Weichkäse Camembert | camembert cheese
01004 | blue cheese | dairy | Blauschimmelkäse; Gorgonzola; Bavaria Blu; Roquefort; Edelpilzkäse | stilton; danish blue; gorgonzola
01023 | gruyère | dairy | Gruyère; Bergkäse; Greyerzer; Appenzeller; Comté | gruyere; alpine cheese; comte
01035 | provolone | dairy | Provolone | provolone cheese
01036 | ricotta | dairy | Ricotta | ricotta cheese
01030 | muenster | dairy | Münsterkäse; Münster | munster
01041 | tilsiter | dairy | Tilsiter | tilsit
01024 | limburger | dairy | Limburger; Romadur; Harzer; Harzer Roller; Handkäse; Sauermilchkäse | limburger cheese
01159 | goat cheese | dairy | Ziegenkäse; Ziegenfrischkäse; Ziegenkäserolle | goat's cheese; chevre
01042 | processed cheese slices | dairy | Schmelzkäse; Scheibletten; Toastkäse; Schmelzkäsescheiben; Burgerkäse | american cheese; cheese slices; processed cheese
01048 | cheese spread | dairy | Streichkäse; Schmelzkäse Ecken; Schmelzkäsezubereitung; Käsecreme | spreadable cheese; cheese triangles
01025 | monterey jack | dairy | Monterey Jack | jack cheese
01020 | fontina | dairy | Fontina; Raclettekäse; Raclette | raclette cheese
01038 | pecorino | dairy | Pecorino; Pecorino Romano | romano
01165 | halloumi | dairy | Halloumi; Grillkäse; Hirtenkäse zum Grillen | grilling cheese
01123 | eggs | dairy | Eier; Freilandeier; Eier Bodenhaltung; Bio-Eier; Eier M; Eier L; Frische Eier; Landeier; Eier aus Freilandhaltung; Ei | egg; free range eggs; large eggs; medium eggs
01102 | chocolate milk | dairy | Kakao; Schokomilch; Kakaotrunk; Schoko Milch; Kakao Drink | chocolate milk drink; choc milk
01289 | kefir | dairy | Kefir; Kefir mild; Ayran; Dickmilch | drinking yoghurt
16120 | soy milk | dairy | Sojamilch; Sojadrink; Soja Drink | soya milk; soya drink
14091 | almond milk | dairy | Mandelmilch; Mandeldrink; Mandel Drink | almond drink
14639 | rice drink | dairy | Reisdrink; Reismilch | rice milk
14639 | oat drink | dairy | Haferdrink; Hafermilch; Hafer Drink; Oatly | oat milk
01096 | evaporated milk | dairy | Kondensmilch; Dosenmilch; Bärenmarke; Kaffeemilch | evaporated milk tin; carnation
01095 | condensed milk | dairy | gezuckerte Kondensmilch; Milchmädchen | sweetened condensed milk
19183 | chocolate pudding | dairy | Schokopudding; Pudding Schoko; Schokoladenpudding; Dessert Schoko; Pudding | chocolate dessert; chocolate mousse
19201 | vanilla pudding | dairy | Vanillepudding; Pudding Vanille; Dessert Vanille; Grießpudding; Grießbrei | custard; vanilla custard; semolina pudding
19193 | rice pudding | dairy | Milchreis; Milchreis Zimt | creamed rice
04611 | margarine | dairy | Margarine; Rama; Sonnenblumenmargarine; Pflanzenmargarine; Streichfett; Pflanzenfett; Lätta; Halbfettmargarine; Becel | vegetable spread; dairy free spread; flora
## meat
05062 | chicken breast | meat | Hähnchenbrust; Hähnchenbrustfilet; Hühnerbrust; Hühnerbrustfilet; Hähnchenfilet; Hähnchenbrustfilets; Hähnchen-Innenfilet; Hähnchenschnitzel; Hähnchenbrustfilet Teilstücke | chicken breast fillets; chicken fillets; chicken breasts; mini chicken fillets
05096 | chicken thighs | meat | Hähnchenoberschenkel; Hähnchenoberschenkelfilet; Oberschenkelfilet; Hähnchen Oberschenkel | chicken thigh fillets; boneless thighs
05075 | chicken legs | meat | Hähnchenschenkel; Hähnchenkeulen; Hähnchenkeule; Hähnchenunterschenkel; Hähnchen Drumsticks; Hühnerschenkel | chicken drumsticks; drumsticks; chicken leg quarters
05006 | whole chicken | meat | Hähnchen; Hähnchen ganz; Brathähnchen; Hähnchen frisch; Suppenhuhn; Maishähnchen; Huhn; Poularde | chicken; roasting chicken
05100 | chicken wings | meat | Hähnchenflügel; Chicken Wings; Hähnchen Flügel; Hähnchenflügel gewürzt | wings
05027 | chicken liver | meat | Hühnerleber; Geflügelleber; Hähnchenleber | chicken livers
05219 | turkey breast | meat | Putenbrust; Putenbrustfilet; Putenschnitzel; Putenfilet; Putenbrust am Stück | turkey breast fillets; turkey steaks
05305 | turkey mince | meat | Putenhack; Putenhackfleisch; Geflügelhack | ground turkey; turkey mince meat
05738 | turkey drumstick | meat | Putenkeule; Putenoberkeule; Putengulasch; Putenfleisch | turkey leg; turkey thigh
23572 | beef mince | meat | Rinderhackfleisch; Rinderhack; Hackfleisch Rind; Rindfleisch Hack | ground beef; minced beef; beef mince meat
23562 | lean beef mince | meat | Tatar; Beefsteakhack; Rinderhack mager; Schabefleisch | lean ground beef; extra lean mince; steak mince
10219 | mixed mince | meat | Hackfleisch; Hackfleisch gemischt; gemischtes Hackfleisch; Hack gemischt; Gemischtes Hack; Halb und Halb | mince; minced meat; mixed minced meat
07063 | pork mince | meat | Schweinehackfleisch; Schweinehack; Mett; Hackepeter; Zwiebelmett; Thüringer Mett; Schweinemett | ground pork; pork mince meat; sausage meat
13929 | beef steak | meat | Rindersteak; Rumpsteak; Hüftsteak; Steak; Entrecôte; Ribeye Steak; Roastbeef roh; Rinderhüfte | sirloin steak; rump steak; ribeye; steak
13917 | beef fillet | meat | Rinderfilet; Filetsteak; Rinderlende | filet mignon; beef tenderloin
13809 | stewing beef | meat | Rindergulasch; Gulasch; Rinderbraten; Schmorbraten; Suppenfleisch; Rindfleisch; Rinderschulter; Rouladen; Rinderrouladen; Gulaschfleisch | braising steak; diced beef; beef stew meat; pot roast; beef
13325 | beef liver | meat | Rinderleber; Leber; Kalbsleber | ox liver; calf liver; liver
10036 | pork chops | meat | Schweinekotelett; Kotelett; Koteletts; Schweinekoteletts; Stielkotelett; Schweinerücken; Lachsbraten | pork chop; pork loin; pork loin steaks
10060 | pork tenderloin | meat | Schweinefilet; Schweinelende; Filet vom Schwein | pork fillet
10010 | pork escalope | meat | Schweineschnitzel; Schnitzel; Schnitzelfleisch; Schweinerückensteak; Oberschale | pork schnitzel; pork leg steaks; pork cutlets
10005 | pork belly | meat | Schweinebauch; Bauchfleisch; Schweinebauchscheiben; Grillbauch; Bauchscheiben | belly pork; pork belly slices
10070 | pork shoulder | meat | Schweinenacken; Nackensteak; Schweinenackensteak; Schweineschulter; Schweinegulasch; Schweinebraten; Krustenbraten; Nackenkotelett; Schweinefleisch | pork neck; pork steaks; pulled pork; pork
10123 | bacon | meat | Bacon; Frühstücksspeck; Speck; Bauchspeck; Speckwürfel; Schinkenspeck; Baconscheiben; Schinkenwürfel; Speckstreifen | streaky bacon; bacon rashers; back bacon; lardons; pancetta
07029 | ham | meat | Kochschinken; Schinken; gekochter Schinken; Hinterschinken; Formvorderschinken; Schinkenaufschnitt; Delikatess Kochschinken; Saftschinken; Vorderschinken | cooked ham; sliced ham; honey roast ham; wafer thin ham
10136 | cured ham | meat | Rohschinken; Schwarzwälder Schinken; Serrano; Serranoschinken; Parmaschinken; Katenschinken; Knochenschinken; Räucherschinken; Prosciutto; Südtiroler Speck | prosciutto; parma ham; serrano ham; smoked ham; black forest ham
10130 | smoked pork loin | meat | Kassler; Kasseler; Kasslerbraten; Kasseler Aufschnitt; Kasslernacken | canadian bacon; cured pork loin
07072 | salami | meat | Salami; Salamischeiben; Pfeffersalami; Delikatess Salami; Mini Salami; Rindersalami; Geflügelsalami; Cervelatwurst; Katenrauchwurst; Landjäger; Mettwurst | hard salami; milano salami; snack salami
07057 | pepperoni | meat | Peperoniwurst; Pepperoni Salami; Chorizo Salami | pepperoni slices
07950 | frankfurters | meat | Wiener; Wiener Würstchen; Würstchen; Frankfurter Würstchen; Wienerle; Saitenwürstchen; Bockwurst; Bockwürste; Geflügelwiener; Cocktailwürstchen; Hot Dog Würstchen; Würstel | hot dogs; frankfurter; wieners; hot dog sausages
07013 | bratwurst | meat | Bratwurst; Rostbratwurst; Nürnberger; Nürnberger Rostbratwürstchen; Thüringer Rostbratwurst; Grillwurst; Bratwürstchen; Grobe Bratwurst; Rostbratwürstchen; Krakauer | brats; grilling sausages
07038 | knackwurst | meat | Knacker; Knackwurst; Knackwürstchen; Rauchwurst; Debreziner | knockwurst; smoked sausage
07014 | liver sausage | meat | Leberwurst; Kalbsleberwurst; Braunschweiger; Leberwurst fein; Leberwurst grob; Pfälzer Leberwurst; Leberpastete | liverwurst; liver pate; pate
07008 | bologna | meat | Lyoner; Fleischwurst; Gelbwurst; Bierschinken; Jagdwurst; Schinkenwurst; Aufschnitt; Wurstaufschnitt; Gelbwurst Scheiben; Fleischkäse Aufschnitt | baloney; luncheon sausage
07050 | mortadella | meat | Mortadella | mortadella slices
07019 | chorizo | meat | Chorizo; Paprikawurst | spanish chorizo
07005 | black pudding | meat | Blutwurst; Rotwurst; Schwarzwurst; Thüringer Rotwurst | blood sausage
07090 | leberkäse | meat | Leberkäse; Fleischkäse; Leberkäs; Leberkäse Scheiben | luncheon meat; spam; meat loaf
07065 | pork sausages | meat | Schweinswürstel; Frühstückswürstchen; Grillwürstchen; Weißwurst; Weißwürste; Münchner Weißwurst | sausages; bangers; breakfast sausages; cumberland sausages
07972 | meatballs | meat | Frikadellen; Buletten; Fleischpflanzerl; Hackbällchen; Köttbullar; Fleischbällchen; Frikadelle; Mini Frikadellen | meatball; swedish meatballs; rissoles
17224 | lamb mince | meat | Lammhack; Lammhackfleisch | ground lamb; minced lamb
17011 | leg of lamb | meat | Lammkeule; Lammfleisch; Lammlachse; Lammrücken; Lamm | lamb leg; lamb; lamb shoulder
17023 | lamb chops | meat | Lammkoteletts; Lammkarree; Lammkotelett | lamb cutlets; rack of lamb
17099 | veal escalope | meat | Kalbsschnitzel; Kalbfleisch; Kalbsrücken; Kalbsbraten; Wiener Schnitzel | veal; veal cutlets
05139 | duck | meat | Ente; Entenbrust; Barbarie-Ente; Barbarieentenbrust; Pekingente; Entenkeulen; Gans; Gänsekeule; Gänsebrust | duck breast; duck legs; goose
17164 | venison | meat | Hirsch; Reh; Wild; Wildgulasch; Rehrücken; Hirschgulasch; Wildschwein | deer; game
17177 | rabbit | meat | Kaninchen; Hase; Kaninchenkeulen | rabbit legs
22975 | chicken nuggets | frozen | Chicken Nuggets; Hähnchen-Nuggets; Hähnchen Nuggets; Chicken Crossies; Hähnchen Crispies; Chicken Wings paniert | nuggets; chicken dippers; chicken strips
19002 | beef jerky | meat | Beef Jerky; Trockenfleisch; Bündnerfleisch | jerky; biltong
13348 | corned beef | meat | Corned Beef; Deutsches Corned Beef | corned beef tin
13350 | roast beef slices | meat | Roastbeef; Roastbeef Aufschnitt; Rinderschinken; Bresaola; Rauchfleisch; Pastrami | roast beef; sliced roast beef; pastrami
07081 | turkey slices | meat | Putenbrustaufschnitt; Putenbrust Aufschnitt; Geflügelwurst; Hähnchenbrustaufschnitt; Hähnchenbrust Aufschnitt; Putenaufschnitt; Geflügelaufschnitt; Truthahnbrust | turkey breast slices; sliced turkey; chicken slices; deli turkey
05348 | roast chicken | meat | Grillhähnchen; Brathendl; Grillhendl; Hähnchen gegrillt; Hähnchenbrust gegart | rotisserie chicken; cooked chicken; roast chicken pieces
## seafood
15236 | salmon | seafood | Lachs; Lachsfilet; Lachsfilets; Wildlachs; Lachsfilet mit Haut; Lachsforelle; Lachssteak; Norwegischer Lachs | salmon fillets; salmon fillet
15077 | smoked salmon | seafood | Räucherlachs; Stremellachs; Graved Lachs; geräucherter Lachs; Räucherlachs Scheiben; Lachsschinken | lox; gravlax; smoked salmon slices
15121 | tuna | seafood | Thunfisch; Thunfisch naturell; Thunfisch im eigenen Saft; Thunfischfilets; Thunfisch Dose | tuna chunks; tinned tuna; canned tuna; tuna in water; tuna in brine
15119 | tuna in oil | seafood | Thunfisch in Öl; Thunfisch in Sonnenblumenöl; Thunfisch Öl; Thunfisch in Olivenöl | tuna in sunflower oil; tuna in olive oil
15127 | tuna steak | seafood | Thunfischsteak; Thunfischsteaks; Thunfisch frisch | fresh tuna; tuna steaks
15015 | cod | seafood | Kabeljau; Kabeljaufilet; Dorsch; Skrei; Kabeljau Filet; Kabeljaurücken | cod fillets; cod fillet; cod loins
15065 | pollock | seafood | Seelachs; Seelachsfilet; Alaska-Seelachs; Alaska Seelachsfilet; Alaska-Seelachsfilet; Fischfilet; Seelachsfilets | coley; saithe; pollock fillets; alaska pollock; white fish
15027 | fish fingers | frozen | Fischstäbchen; Fischstäbchen Käpt'n Iglo; Backfisch; Schlemmerfilet; Fisch paniert; Backfischstäbchen | fish sticks; fish finger; breaded fish
15039 | herring | seafood | Hering; Matjes; Matjesfilet; Matjesfilets; Heringsfilet; Heringsfilets | herring fillets; matjes herring
15041 | pickled herring | seafood | Bismarckhering; Rollmops; Rollmöpse; Brathering; Heringsfilet in Sahnesauce; Heringssalat; Sahnehering | rollmops; pickled herrings; soused herring
15042 | kippers | seafood | Bückling; Bücklinge; Räucherhering | kipper; smoked herring
15046 | mackerel | seafood | Makrele; Makrelenfilet; Räuchermakrele; Makrelenfilets; geräucherte Makrele | mackerel fillets; smoked mackerel
15088 | sardines | seafood | Sardinen; Ölsardinen; Sardinen in Öl | tinned sardines; pilchards
15240 | trout | seafood | Forelle; Forellenfilet; Räucherforelle; Forellenfilets; Regenbogenforelle | rainbow trout; trout fillets; smoked trout
15149 | prawns | seafood | Garnelen; Shrimps; Krabben; Nordseekrabben; Riesengarnelen; Scampi; Garnelen roh; Black Tiger Garnelen; Crevetten | shrimp; king prawns; tiger prawns; shrimps; cooked prawns
15164 | mussels | seafood | Miesmuscheln; Muscheln; Venusmuscheln; Jakobsmuscheln | mussel; clams; scallops
15175 | squid | seafood | Tintenfisch; Calamari; Tintenfischringe; Pulpo; Oktopus | calamari; octopus
15261 | tilapia | seafood | Tilapia; Tilapiafilet; Viktoriabarsch; Zander; Zanderfilet; Barsch | tilapia fillets; perch; pike perch
15234 | pangasius | seafood | Pangasius; Pangasiusfilet; Welsfilet; Wels | basa; catfish; basa fillets
15033 | haddock | seafood | Schellfisch; Schellfischfilet | haddock fillets; smoked haddock
15028 | plaice | seafood | Scholle; Seezunge; Rotzunge; Schollenfilet; Flunder | sole; flounder; plaice fillets
15057 | redfish | seafood | Rotbarsch; Rotbarschfilet | ocean perch; rose fish
15109 | surimi | seafood | Surimi; Crab Sticks; Krebsfleischimitat; Surimi Sticks; Krabbensticks | crab sticks; seafood sticks; imitation crab
15002 | anchovies | seafood | Sardellen; Anchovis; Sardellenfilets | anchovy fillets
15084 | canned salmon | seafood | Lachs Dose; Wildlachs in der Dose | tinned salmon; pink salmon
15139 | crab | seafood | Krebsfleisch; Krabbenfleisch; Taschenkrebs | crab meat; crabmeat
15110 | swordfish | seafood | Schwertfisch | swordfish steak
15091 | sea bass | seafood | Wolfsbarsch; Dorade; Doraden; Loup de Mer; Goldbrasse | sea bream; seabass; dorade
## bakery
18069 | white bread | bakery | Weißbrot; Toastbrot; Toast; Sandwichtoast; Buttertoast; Weizentoast; American Sandwich; Kastenweißbrot; Weizenbrot | sliced white bread; toast bread; white loaf; sandwich bread
18075 | wholemeal bread | bakery | Vollkornbrot; Vollkorntoast; Weizenvollkornbrot; Dinkelvollkornbrot; Vollkornsandwich | whole wheat bread; brown bread; wholemeal loaf
18060 | rye bread | bakery | Roggenbrot; Roggenmischbrot; Mischbrot; Bauernbrot; Landbrot; Graubrot; Sauerteigbrot; Roggenvollkornbrot; Kastenbrot; Brot; Schnittbrot | rye loaf; sourdough rye; bread
18044 | pumpernickel | bakery | Pumpernickel; Schwarzbrot; Westfälisches Schwarzbrot | black bread
28397 | multigrain bread | bakery | Mehrkornbrot; Körnerbrot; Dinkelbrot; Fitnessbrot; Sonnenblumenkernbrot; Kürbiskernbrot; Eiweißbrot; Dreikornbrot; Fünfkornbrot; Haferbrot | seeded bread; granary bread; multigrain loaf
18353 | bread roll | bakery | Brötchen; Semmel; Semmeln; Weizenbrötchen; Kaiserbrötchen; Kaisersemmel; Schrippe; Schrippen; Wecken; Weckle; Rundstück; Aufbackbrötchen; Baguettebrötchen; Weizenbrötchen zum Aufbacken; Schnittbrötchen; Sonntagsbrötchen | roll; rolls; kaiser roll; crusty roll; bread rolls; white rolls
18348 | wholemeal roll | bakery | Vollkornbrötchen; Körnerbrötchen; Mehrkornbrötchen; Dinkelbrötchen; Roggenbrötchen; Kürbiskernbrötchen; Sesambrötchen; Mohnbrötchen | wholemeal rolls; seeded rolls; brown rolls
18029 | baguette | bakery | Baguette; Ciabatta; Stangenweißbrot; Baguette zum Aufbacken; Knoblauchbaguette; Flûte | french stick; sourdough; ciabatta; french bread
18239 | croissant | bakery | Croissant; Buttercroissant; Croissants; Schokocroissant; Butter-Croissant | croissants; pain au chocolat
18001 | bagel | bakery | Bagel; Bagels | bagels
18041 | pitta bread | bakery | Fladenbrot; Pita; Pitabrot; Pide; Naan; Naanbrot | pita; flatbread; naan bread
18970 | tortilla wraps | bakery | Wraps; Tortilla Wraps; Weizentortillas; Tortillas; Tortilla Fladen | wraps; flour tortillas; tortillas
43109 | pretzel | bakery | Brezel; Breze; Brezn; Laugenbrezel; Laugenbrötchen; Laugenstange; Laugengebäck; Laugenecke; Butterbrezel | soft pretzel; pretzel roll
18216 | crispbread | bakery | Knäckebrot; Knäcke; Roggenknäcke; Vollkornknäcke | ryvita; rye crispbread
18224 | rusks | bakery | Zwieback; Vollkornzwieback | rusk; melba toast
18258 | english muffin | bakery | Toasties; English Muffins; Sandwich Muffin | english muffins; crumpets
18255 | doughnut | bakery | Berliner; Krapfen; Pfannkuchen Gebäck; Donut; Donuts; Kreppel | donut; doughnuts; jam doughnut
18246 | danish pastry | bakery | Plunder; Plundergebäck; Franzbrötchen; Zimtschnecke; Rosinenschnecke; Nussschnecke; Puddingbrezel; Quarktasche; Streuselschnecke | danish; cinnamon roll; pastries
18120 | pound cake | bakery | Rührkuchen; Marmorkuchen; Sandkuchen; Kuchen; Zitronenkuchen; Napfkuchen; Gugelhupf; Eierlikörkuchen | madeira cake; sponge cake; loaf cake; cake
18147 | cheesecake | bakery | Käsekuchen; Käsesahnetorte; Quarkkuchen | cheese cake; new york cheesecake
18096 | chocolate cake | bakery | Schokoladenkuchen; Schokokuchen; Schwarzwälder Kirschtorte; Torte; Brownies; Brownie | chocolate gateau; brownies; gateau
18274 | muffin | bakery | Muffin; Muffins; Blaubeermuffin; Schokomuffin; Schokomuffins | muffins; blueberry muffins; chocolate muffins
18301 | apple pie | bakery | Apfelkuchen; Apfelstrudel; Apfeltasche; Apfeltaschen; Obstkuchen; Streuselkuchen; Blechkuchen; Pflaumenkuchen; Strudel | apple turnover; apple strudel; fruit pie; pie
18350 | burger buns | bakery | Burgerbrötchen; Hamburgerbrötchen; Hot Dog Brötchen; Burger Buns; Hotdogbrötchen; Brioche Buns | hot dog buns; burger bun; buns
18047 | raisin bread | bakery | Rosinenbrot; Rosinenstuten; Stuten; Milchbrötchen; Rosinenbrötchen; Milchbrot | fruit loaf; teacakes; raisin loaf
18027 | brioche | bakery | Hefezopf; Brioche; Zopf; Butterzopf; Osterzopf; Briochebrötchen | challah; brioche loaf
18110 | fruit cake | bakery | Stollen; Christstollen; Früchtebrot; Butterstollen; Mandelstollen; Quarkstollen; Stollenkonfekt | fruitcake; christmas cake; stollen
18172 | gingerbread | snacks | Lebkuchen; Pfefferkuchen; Printen; Elisenlebkuchen; Spekulatius; Pfeffernüsse; Dominosteine | gingersnaps; ginger biscuits; ginger nuts
18337 | puff pastry | frozen | Blätterteig; Blätterteig TK; Blätterteig frisch | ready rolled puff pastry
18948 | shortcrust pastry | pantry | Mürbeteig; Pizzateig; Quiche-Teig; Flammkuchenteig; Hefeteig; Strudelteig; Yufkateig | pizza dough; shortcrust; pastry
18403 | waffles | bakery | Waffeln; Belgische Waffeln; Lütticher Waffeln; Herzwaffeln | waffle; belgian waffles
18936 | pancakes | bakery | Pfannkuchen; Pancakes; Eierkuchen; Crêpes; Palatschinken | pancake; crepes; scotch pancakes
## pantry: grains
20120 | pasta | pantry | Nudeln; Spaghetti; Penne; Fusilli; Farfalle; Makkaroni; Spirelli; Rigatoni; Tagliatelle; Teigwaren; Spaghettini; Linguine; Hörnchennudeln; Maccheroni; Lasagneplatten; Conchiglie; Orecchiette; Gnocchi | spaghetti; macaroni; penne; fusilli; noodles; lasagne sheets
20124 | wholewheat pasta | pantry | Vollkornnudeln; Vollkornspaghetti; Vollkornpasta; Dinkelnudeln; Vollkorn Penne | whole wheat pasta; wholemeal pasta; wholewheat spaghetti
20109 | egg noodles | pantry | Eiernudeln; Spätzle; Bandnudeln; Eierspätzle; Suppennudeln; Eierbandnudeln; Schupfnudeln; Mie Nudeln | egg noodle; tagliatelle egg
22901 | tortellini | pantry | Tortellini; Tortelloni; Ravioli frisch; Maultaschen; gefüllte Pasta; Cappelletti | filled pasta; fresh ravioli
20044 | rice | pantry | Reis; Langkornreis; Basmatireis; Basmati Reis; Jasminreis; Parboiled Reis; Kochbeutelreis; Reis im Kochbeutel; Duftreis; Spitzenreis; Basmati | long grain rice; basmati rice; jasmine rice; white rice
20036 | brown rice | pantry | Vollkornreis; Naturreis; Wildreis; Vollkorn Reis | wholegrain rice; wild rice
20050 | risotto rice | pantry | Risottoreis; Rundkornreis; Arborio; Sushireis; Paellareis; Milchreis roh | arborio rice; pudding rice; sushi rice; short grain rice
20028 | couscous | pantry | Couscous; Cous Cous | cous cous
20012 | bulgur | pantry | Bulgur; Weizengrütze | bulgur wheat; bulghur
20035 | quinoa | pantry | Quinoa; Quinoa weiß | quinoa grain
20031 | millet | pantry | Hirse; Goldhirse | millet grain
08120 | oats | pantry | Haferflocken; zarte Haferflocken; kernige Haferflocken; Haferflocken zart; Haferflocken kernig; Vollkornhaferflocken; Hafer; Porridge; Haferbrei | porridge oats; rolled oats; oatmeal; jumbo oats
08037 | granola | pantry | Knuspermüsli; Crunchy; Granola; Schoko Müsli; Crunchy Müsli; Schokomüsli | crunchy cereal; clusters
08020 | cornflakes | pantry | Cornflakes; Corn Flakes; Frühstücksflocken; Cerealien | corn flakes; cereal; breakfast cereal
08286 | muesli | pantry | Müsli; Früchtemüsli; Bircher Müsli; Basis Müsli; Nussmüsli; Vollkornmüsli | muesli; fruit muesli; swiss style muesli
08065 | puffed rice cereal | pantry | Choco Krispies; Smacks; Pops; Knusperreis; Cini Minis; Frosties; Choco Pops; Zimt Flakes; Honey Loops | rice krispies; coco pops; frosties; frosted flakes; cheerios
20481 | flour | pantry | Mehl; Weizenmehl; Backmehl; Universalmehl; Instantmehl; Wiener Griessler | plain flour; all purpose flour; self raising flour; bread flour; strong white flour
20080 | wholemeal flour | pantry | Vollkornmehl; Weizenvollkornmehl | whole wheat flour; wholemeal
20140 | spelt flour | pantry | Dinkelmehl; Dinkel; Dinkelvollkornmehl | spelt
20064 | rye flour | pantry | Roggenmehl; Roggenvollkornmehl | rye
20066 | semolina | pantry | Grieß; Weichweizengrieß; Hartweizengrieß; Hartweizengriess | semolina flour; durum wheat semolina
20027 | cornflour | pantry | Speisestärke; Maisstärke; Mondamin; Kartoffelstärke; Stärke; Soßenbinder; Saucenbinder | cornstarch; corn starch; gravy thickener
20020 | polenta | pantry | Polenta; Maisgrieß; Maismehl | cornmeal; corn meal
18079 | breadcrumbs | pantry | Paniermehl; Semmelbrösel; Semmelmehl; Panko | breadcrumbs; bread crumbs; panko
16069 | lentils | pantry | Linsen; Tellerlinsen; rote Linsen; Berglinsen; Belugalinsen; Linsen getrocknet | red lentils; green lentils; puy lentils
16359 | chickpeas | pantry | Kichererbsen; Kichererbsen Dose | garbanzo beans; chick peas
16145 | kidney beans | pantry | Kidneybohnen; Kidney Bohnen; rote Bohnen; Rote Kidneybohnen | red kidney beans
16006 | baked beans | pantry | Baked Beans; weiße Bohnen in Tomatensauce; Bohnen in Tomatensauce | heinz beans; beans in tomato sauce
16051 | white beans | pantry | weiße Bohnen; Cannellini; Weiße Riesenbohnen; Bohnenkerne; Dicke Bohnen | cannellini beans; butter beans; haricot beans; lima beans
16316 | black beans | pantry | schwarze Bohnen; Black Beans | black turtle beans
11318 | peas and carrots | pantry | Erbsen und Möhren; Erbsen & Karotten; Leipziger Allerlei; Erbsen Möhren; Erbsen mit Möhren; Erbsen Karotten | peas & carrots; canned peas
11056 | canned green beans | pantry | Schnittbohnen; Brechbohnen Dose; Bohnen Dose; Grüne Bohnen Glas; Prinzessbohnen Dose | tinned green beans; sliced beans
11264 | canned mushrooms | pantry | Champignons Dose; Pilze Dose; Champignons in Scheiben; Champignons Glas; Champignons 3. Wahl | tinned mushrooms; sliced mushrooms canned
11172 | canned sweetcorn | pantry | Mais; Gemüsemais; Zuckermais; Mais Dose; Speisemais; Goldmais | sweetcorn; sweet corn; corn; canned corn
11531 | canned tomatoes | pantry | Dosentomaten; gehackte Tomaten; geschälte Tomaten; Tomaten stückig; Pizzatomaten; Tomaten gehackt; Tomaten geschält; stückige Tomaten; Tomaten Dose; Cherrytomaten Dose | chopped tomatoes; tinned tomatoes; plum tomatoes tinned; diced tomatoes
11547 | passata | pantry | passierte Tomaten; Passata; Tomatenpüree; Tomaten passiert; Passata Rustica; Tomatenpassata | tomato puree (us); sieved tomatoes; strained tomatoes
11546 | tomato paste | pantry | Tomatenmark; Tomatenmark 2fach konzentriert; Tomatenmark dreifach | tomato puree; double concentrated tomato puree
11956 | sun-dried tomatoes | pantry | getrocknete Tomaten; Tomaten getrocknet; Tomaten in Öl | sundried tomatoes
09241 | canned peaches | pantry | Pfirsiche Dose; Pfirsichhälften; Pfirsiche in Sirup; Pfirsich Dose | tinned peaches; peach slices in syrup
09268 | canned pineapple | pantry | Ananas Dose; Ananasscheiben; Ananasstücke; Ananas in Scheiben; Ananas Stücke | tinned pineapple; pineapple chunks; pineapple rings
09100 | fruit cocktail | pantry | Fruchtcocktail; Fruchtcocktail Dose; Obstsalat Dose; Fruchtsalat | fruit salad tinned
09020 | apple sauce | pantry | Apfelmus; Apfelmark; Apfelkompott | applesauce; apple puree
09064 | sour cherries | pantry | Sauerkirschen; Schattenmorellen; Kirschen im Glas; Kirschen Glas; Rote Grütze | morello cherries; cherries in jar
09220 | canned mandarins | pantry | Mandarinen Dose; Mandarin-Orangen; Mandarinorangen; Mandarinen in Sirup | mandarin segments; tinned mandarins
09257 | canned pears | pantry | Birnen Dose; Birnenhälften; Williams Christ Birnen | tinned pears; pear halves
## pantry: baking, sugar, spreads
19335 | sugar | pantry | Zucker; Kristallzucker; Feinzucker; Haushaltszucker; Raffinade; Weißzucker; Zucker fein; Einmachzucker; Gelierzucker; Würfelzucker | granulated sugar; caster sugar; white sugar; sugar cubes; jam sugar
19334 | brown sugar | pantry | brauner Zucker; Rohrzucker; Rohrohrzucker; Vollrohrzucker; brauner Kandis; Kandis | demerara; muscovado; cane sugar; light brown sugar
19336 | icing sugar | pantry | Puderzucker; Staubzucker | powdered sugar; confectioners sugar
19296 | honey | pantry | Honig; Blütenhonig; Waldhonig; Akazienhonig; Rapshonig; Cremiger Honig; Bienenhonig; Sommertracht; Blütenhonig cremig | runny honey; set honey; clear honey; manuka honey
19297 | jam | pantry | Marmelade; Konfitüre; Erdbeerkonfitüre; Fruchtaufstrich; Gelee; Konfitüre extra; Erdbeermarmelade; Kirschkonfitüre; Aprikosenkonfitüre; Himbeerkonfitüre; Johannisbeergelee; Pflaumenmus | preserves; strawberry jam; jelly; raspberry jam; fruit spread
19303 | orange marmalade | pantry | Orangenmarmelade; Orangenkonfitüre; Bitterorangenmarmelade | marmalade; seville orange marmalade
19125 | chocolate hazelnut spread | pantry | Nuss-Nougat-Creme; Nutella; Nougatcreme; Schokocreme; Nusscreme; Nuss Nougat Creme; Nudossi | nutella; chocolate spread; hazelnut spread
16098 | peanut butter | pantry | Erdnussbutter; Erdnusscreme; Erdnussmus; Erdnussbutter crunchy | smooth peanut butter; crunchy peanut butter
12695 | nut butter | pantry | Mandelmus; Cashewmus; Haselnussmus; Nussmus | almond butter; cashew butter
19353 | maple syrup | pantry | Ahornsirup; Ahornsirup Grad A | pure maple syrup
19304 | molasses | pantry | Zuckerrübensirup; Melasse; Rübenkraut; Grafschafter Goldsaft; Rübensirup | treacle; black treacle
19129 | golden syrup | pantry | Zuckersirup; Sirup; Agavendicksaft; Dattelsirup; Agavensirup | golden syrup; agave syrup; pancake syrup
02047 | salt | pantry | Salz; Speisesalz; Jodsalz; Meersalz; Kochsalz; Jodsalz mit Fluorid; Tafelsalz; Steinsalz; Himalayasalz | table salt; sea salt; iodised salt
02030 | black pepper | pantry | Pfeffer; Pfeffer schwarz; schwarzer Pfeffer; Pfeffer gemahlen; Pfefferkörner; Pfeffermühle; Pfeffer bunt | pepper; ground black pepper; peppercorns
02028 | paprika powder | pantry | Paprikapulver; Paprika edelsüß; Paprika rosenscharf; Paprikagewürz; Paprika geräuchert; Paprika edelsüss | smoked paprika; sweet paprika
02010 | cinnamon | pantry | Zimt; Zimt gemahlen; Zimtstangen; Ceylon Zimt | ground cinnamon; cinnamon sticks
02015 | curry powder | pantry | Currypulver; Curry; Curry Gewürz; Curry Madras | curry; madras curry powder
02027 | oregano | pantry | Oregano; Oregano gerebelt; Majoran; Kräuter der Provence; Italienische Kräuter; Kräutermischung; Pizzagewürz | dried oregano; marjoram; mixed herbs; herbes de provence; italian seasoning
02025 | nutmeg | pantry | Muskatnuss; Muskat; Muskatnuss gemahlen | ground nutmeg
02014 | cumin | pantry | Kreuzkümmel; Cumin; Kreuzkümmel gemahlen | ground cumin; cumin seeds; jeera
02005 | caraway | pantry | Kümmel; Kümmel ganz; Kümmel gemahlen | caraway seeds
02020 | garlic powder | pantry | Knoblauchpulver; Knoblauchgranulat; Knoblauch getrocknet | granulated garlic
02009 | chilli powder | pantry | Chilipulver; Chiliflocken; Chili gemahlen; Cayennepfeffer; Chili con Carne Gewürz; Gewürzmischung; Grillgewürz; Hähnchengewürz; Gyrosgewürz; Fix für | chili powder; chilli flakes; cayenne pepper; seasoning mix; fajita seasoning
02042 | thyme | pantry | Thymian; Thymian getrocknet | dried thyme
02021 | ground ginger | pantry | Ingwer gemahlen; Ingwerpulver | ginger powder
02043 | turmeric | pantry | Kurkuma; Gelbwurz; Kurkuma gemahlen | ground turmeric
02004 | bay leaves | pantry | Lorbeer; Lorbeerblätter | bay leaf
02050 | vanilla extract | pantry | Vanilleextrakt; Bourbon-Vanille; Vanilleschote; Vanilleschoten; Vanillearoma; Backaroma | vanilla essence; vanilla pod; vanilla bean
19335 | vanilla sugar | pantry | Vanillezucker; Vanillinzucker; Bourbon Vanillezucker; Vanillin-Zucker | vanilla sugar sachets
18370 | baking powder | pantry | Backpulver; Weinsteinbackpulver | baking powder sachets
18372 | baking soda | pantry | Natron; Kaiser Natron; Speisenatron | bicarbonate of soda; bicarb
18374 | fresh yeast | pantry | Hefe; Frischhefe; Backhefe; Würfelhefe; Hefewürfel | yeast; compressed yeast
18375 | dried yeast | pantry | Trockenhefe; Trockenbackhefe; Dr. Oetker Trockenhefe | dry yeast; instant yeast; fast action yeast
19165 | cocoa powder | pantry | Kakaopulver; Backkakao; Kakao stark entölt | cocoa; baking cocoa; unsweetened cocoa
14192 | drinking chocolate | beverages | Kakaogetränkepulver; Kaba; Nesquik; Trinkschokolade; Instant Kakao; Kakaopulver gezuckert; Trinkkakao; Kakao Getränkepulver; Heiße Schokolade | hot chocolate; cocoa mix; hot chocolate powder
19904 | dark chocolate | snacks | Zartbitterschokolade; Bitterschokolade; Edelbitter; Kuvertüre; Zartbitter; Edelbitterschokolade; Zartbitterkuvertüre; Schokotropfen; Backschokolade | plain chocolate; 70% dark chocolate; baking chocolate; chocolate chips
19177 | gelatine | pantry | Gelatine; Blattgelatine; Gelatine gemahlen; Agar Agar | gelatin; leaf gelatine
12062 | ground almonds | pantry | gemahlene Mandeln; Mandeln gemahlen; blanchierte Mandeln; Mandelstifte; Mandelblättchen; Mandeln blanchiert; Mandelmehl | almond flour; flaked almonds; blanched almonds
12108 | desiccated coconut | pantry | Kokosraspeln; Kokosflocken; Kokosraspel; Kokoschips | shredded coconut; coconut flakes
19230 | cake icing | pantry | Zuckerguss; Kuchenglasur; Schokoglasur; Fondant; Marzipan; Marzipanrohmasse; Backmischung; Tortenguss; Puddingpulver | frosting; icing; marzipan; cake mix; custard powder
## pantry: oils, sauces, condiments
04053 | olive oil | pantry | Olivenöl; Natives Olivenöl extra; Olivenöl extra vergine; Olivenöl nativ extra; Olivenöl Extra Nativ | extra virgin olive oil; evoo
04506 | sunflower oil | pantry | Sonnenblumenöl; Sonnenblumenöl raffiniert; Bratöl | sunflower seed oil
04582 | rapeseed oil | pantry | Rapsöl; Speiseöl; Pflanzenöl; Rapskernöl; Öl; Frittieröl | canola oil; vegetable oil; cooking oil
04047 | coconut oil | pantry | Kokosöl; Kokosfett; Palmin; Kokosöl nativ | virgin coconut oil
04058 | sesame oil | pantry | Sesamöl; geröstetes Sesamöl | toasted sesame oil
04528 | walnut oil | pantry | Walnussöl; Kürbiskernöl; Haselnussöl; Traubenkernöl | pumpkin seed oil; nut oil
42231 | linseed oil | pantry | Leinöl; Leinsamenöl | flaxseed oil
04002 | lard | pantry | Schmalz; Schweineschmalz; Griebenschmalz; Butterschmalz; Gänseschmalz; Ghee | dripping; ghee; clarified butter
02053 | vinegar | pantry | Essig; Tafelessig; Branntweinessig; Essigessenz; Kräuteressig; Weinessig; Rotweinessig; Weißweinessig; Essig Essenz; Reisessig | white vinegar; malt vinegar; wine vinegar; spirit vinegar
02048 | cider vinegar | pantry | Apfelessig; Apfelessig naturtrüb | apple cider vinegar
02069 | balsamic vinegar | pantry | Balsamico; Aceto Balsamico; Balsamessig; Balsamico Creme; Crema di Balsamico; Aceto Balsamico di Modena | balsamic; balsamic glaze
11935 | ketchup | pantry | Ketchup; Tomatenketchup; Curry Ketchup; Gewürzketchup; Tomaten Ketchup; Currysauce | tomato ketchup; catsup; tomato sauce (uk)
02046 | mustard | pantry | Senf; Mittelscharfer Senf; Dijon Senf; Löwensenf; süßer Senf; Delikatess-Senf; Dijonsenf; Senf mittelscharf; Bayrischer Süßer Senf; Estragonsenf; Weißwurstsenf; Scharfer Senf | yellow mustard; dijon mustard; english mustard; wholegrain mustard
04025 | mayonnaise | pantry | Mayonnaise; Mayo; Salatmayonnaise; Remoulade; Delikatess Mayonnaise; Aioli; Knoblauchsauce; Burgersauce; Salatcreme; Miracel Whip | mayo; salad cream; aioli; remoulade; garlic mayo
04114 | salad dressing | pantry | Salatdressing; Dressing; French Dressing; Joghurtdressing; Salatsauce; Salatkrönung; Balsamico Dressing; Caesar Dressing; Kräuterdressing | french dressing; caesar dressing; vinaigrette; ranch dressing
16123 | soy sauce | pantry | Sojasauce; Sojasoße; Sojasauce hell; Sojasauce dunkel; Shoyu; Teriyaki Sauce; Teriyakisauce | soya sauce; light soy sauce; teriyaki sauce
06931 | pasta sauce | pantry | Tomatensauce; Tomatensoße; Nudelsauce; Pastasauce; Sugo; Arrabbiata; Napoli; Basilico; Bolognese; Sauce Bolognese; Pasta Sauce; Tomatensauce Basilikum; Miracoli | marinara; tomato sauce; bolognese sauce; dolmio; arrabbiata sauce
06626 | pesto | pantry | Pesto; Pesto Genovese; Pesto Rosso; Pesto alla Genovese; Basilikumpesto; Pesto Verde | basil pesto; green pesto; red pesto
06930 | cream sauce | pantry | Carbonara; Käsesauce; Sauce Hollandaise; Hollandaise; Sauce Béarnaise; Sahnesauce; Rahmsauce; Alfredo Sauce | hollandaise; cheese sauce; carbonara sauce; alfredo sauce
06118 | gravy granules | pantry | Bratensoße; Bratensauce; Jägersoße; Jägersauce; Rahmsoße; Zigeunersauce; Paprikasauce; Bratensaft; Soße; Sauce | gravy; gravy powder; bisto
06981 | stock cubes | pantry | Brühe; Gemüsebrühe; Hühnerbrühe; Rinderbrühe; Brühwürfel; Fond; Instant-Brühe; Klare Brühe; Gemüsebouillon; Bouillon; Kraftbouillon; Fleischbrühe; Gekörnte Brühe | bouillon; stock cube; oxo; vegetable stock; chicken stock; stock pot
06971 | worcestershire sauce | pantry | Worcestersauce; Worcestershire Sauce; Worcester Sauce; Maggi Würze; Würze; Flüssigwürze | worcester sauce; lea & perrins
06150 | barbecue sauce | pantry | BBQ Sauce; Grillsauce; Barbecuesauce; Barbecue Sauce; Chilisoße süß; Sweet Chili Sauce; Steaksauce; Cocktailsauce | bbq sauce; sweet chilli sauce; brown sauce; hp sauce
06631 | hot sauce | pantry | Sriracha; Tabasco; Chilisauce; Chilisoße; Sambal Oelek; Harissa; Scharfe Sauce | sriracha; chilli sauce; hot chili sauce; tabasco
06164 | salsa | pantry | Salsa; Salsa Dip; Dip; Tomatensalsa; Guacamole; Tzatziki; Dip Sauce | salsa dip; dip; guacamole; tzatziki
27050 | sweet and sour sauce | pantry | Süß-Sauer-Sauce; Süßsauer Sauce; Asia Sauce; Currypaste; Rote Currypaste; Grüne Currypaste; Erdnusssauce; Hoisin Sauce; Austernsauce | sweet and sour; curry paste; hoisin sauce; oyster sauce; satay sauce
02054 | capers | pantry | Kapern; Kapernäpfel | capers in brine
12118 | coconut milk | pantry | Kokosmilch; Kokosnussmilch; Kokoscreme; Kokosmilch light | coconut cream; tinned coconut milk
12166 | tahini | pantry | Tahini; Tahin; Sesammus; Sesampaste | sesame paste
16158 | hummus | pantry | Hummus; Humus; Hummus natur; Kichererbsenpüree | houmous; hummous
06018 | chicken noodle soup | pantry | Hühnersuppe; Hühnernudelsuppe; Nudelsuppe; Hühnersuppe mit Nudeln; Hühnereintopf; Suppe; Eintopf | chicken soup; soup; canned soup
06159 | tomato soup | pantry | Tomatensuppe; Tomatencremesuppe | cream of tomato soup
06037 | goulash soup | pantry | Gulaschsuppe; Gulaschsuppe Dose; Kartoffelsuppe; Erbsensuppe; Erbseneintopf; Linseneintopf; Linsensuppe; Bohneneintopf; Kartoffeleintopf | goulash; lentil soup; pea soup; potato soup; beef soup
06583 | instant noodles | pantry | Instant Nudeln; Yum Yum; Asia Nudeln; Ramen; Instantnudeln; Nudelsnack; Mie Nudeln Instant; 5 Minuten Terrine; Asia Noodles | pot noodle; ramen noodles; instant ramen
## nuts and seeds
12061 | almonds | snacks | Mandeln; Mandelkerne; Mandeln ganz; Mandeln naturbelassen; Mandeln geröstet | whole almonds; roasted almonds
12155 | walnuts | snacks | Walnüsse; Walnusskerne; Walnusshälften | walnut halves; walnut pieces
12120 | hazelnuts | snacks | Haselnüsse; Haselnusskerne; gemahlene Haselnüsse; Haselnüsse gemahlen; Haselnusskerne gehackt | hazelnut; ground hazelnuts; filberts
12585 | cashews | snacks | Cashewkerne; Cashews; Cashewnüsse; Cashewkerne geröstet; Cashewbruch | cashew nuts; salted cashews
16090 | peanuts | snacks | Erdnüsse; Erdnusskerne; geröstete Erdnüsse; gesalzene Erdnüsse; Erdnüsse geröstet gesalzen; Erdnüsse in der Schale; Erdnusskerne geröstet | salted peanuts; roasted peanuts; dry roasted peanuts
12652 | pistachios | snacks | Pistazien; Pistazienkerne; Pistazien geröstet gesalzen | pistachio nuts
12131 | macadamia | snacks | Macadamia; Macadamianüsse; Macadamiakerne | macadamia nuts
12078 | brazil nuts | snacks | Paranüsse; Paranusskerne | brazils
12142 | pecans | snacks | Pekannüsse; Pekannusskerne; Pecannüsse | pecan nuts; pecan halves
12147 | pine nuts | pantry | Pinienkerne | pine kernels; pignoli
12635 | mixed nuts | snacks | Nussmischung; Nusskernmischung; Nüsse; Nuss Mix; Nussmix; Party Mix; Nüsse gemischt | nuts; salted mixed nuts; roasted nuts
19059 | trail mix | snacks | Studentenfutter; Nuss-Frucht-Mischung; Trail Mix; Frucht Nuss Mix | student mix; fruit and nut mix; scroggin
12036 | sunflower seeds | pantry | Sonnenblumenkerne; Sonnenblumenkerne geschält | sunflower kernels
12014 | pumpkin seeds | pantry | Kürbiskerne; Kürbiskerne geröstet | pepitas; pumpkin kernels
12220 | linseed | pantry | Leinsamen; Leinsamen geschrotet; Leinsaat; Goldleinsamen | flaxseed; flax seeds; linseeds
12006 | chia seeds | pantry | Chiasamen; Chia Samen; Chia | chia
12023 | sesame seeds | pantry | Sesam; Sesamsaat; Sesam geschält | sesame
12012 | hemp seeds | pantry | Hanfsamen; Hanfsamen geschält | hemp hearts
## snacks and sweets
19120 | milk chocolate | snacks | Vollmilchschokolade; Schokolade; Milchschokolade; Tafelschokolade; Alpenmilchschokolade; Milka; Ritter Sport; Schokolade Vollmilch; Nussschokolade; Vollmilch-Nuss; Schokoladentafel; Schokoriegel; Kinderschokolade; Schoko | chocolate; chocolate bar; dairy milk; milk chocolate bar
19087 | white chocolate | snacks | weiße Schokolade; Weiße Schokolade; Schokolade weiß | white choc
19155 | snickers | snacks | Snickers; Erdnussriegel; Mars; Mars Riegel; Milky Way; Bounty; Balisto; Hanuta; Duplo | mars bar; snickers bar; candy bar; bounty
19160 | twix | snacks | Twix; Karamellriegel; Lion; Knoppers; Keksriegel | twix bar; caramel bar
19109 | kit kat | snacks | KitKat; Kit Kat; Waffelriegel; Kinder Bueno; Kinder Riegel; Yogurette | kitkat; wafer bar; kinder bueno
19141 | chocolate candies | snacks | M&Ms; M&M's; Smarties; Schokolinsen; Schokobons; Pralinen; Merci; Mon Cheri; Ferrero Rocher; Raffaello; Rocher; Rafaello; Kinder Überraschung; Überraschungsei; Schokoeier; Osterhase; Schokohase; Weihnachtsmann Schokolade; Adventskalender | m&ms; smarties; chocolates; pralines; chocolate eggs; easter egg; truffles
19106 | gummy sweets | snacks | Gummibärchen; Fruchtgummi; Weingummi; Haribo; Goldbären; Gummibären; Fruchtgummis; Saure Gummis; Colafläschchen; Schaumzucker; Tropifrutti; Weingummis; Lakritz; Lakritze; Lakritzschnecken; Salmiak | gummy bears; jelly babies; wine gums; haribo; fruit gums; sour sweets; liquorice; licorice
19107 | boiled sweets | snacks | Bonbons; Hustenbonbons; Lutscher; Lollies; Kaubonbons; Karamellbonbons; Werther's; Eisbonbons; Pfefferminzbonbons; Dragees; Tic Tac; Fisherman's Friend | hard candy; lollipop; mints; toffees; candy; sweets
19116 | marshmallows | snacks | Marshmallows; Mäusespeck; Schaumküsse; Schokoküsse; Dickmanns | marshmallow; chocolate teacakes; mallows
19163 | chewing gum | snacks | Kaugummi; Kaugummis; Wrigley's; Orbit; Extra Kaugummi; Hubba Bubba | gum; bubble gum
19411 | crisps | snacks | Chips; Kartoffelchips; Paprikachips; Crunchips; Pringles; Chips Paprika; Chips gesalzen; Chipsfrisch; Stapelchips; Kesselchips; Lays; Chio Chips; Funny Frisch | potato chips; chips; ready salted crisps; salt and vinegar crisps; walkers
19056 | tortilla chips | snacks | Tortilla Chips; Nachos; Tortillachips; Nacho Chips | nachos; corn chips; doritos
19047 | pretzel sticks | snacks | Salzstangen; Salzbrezeln; Salzstäbchen; Knabbergebäck; Salzgebäck; Brezelmix; Laugenbrezeln Snack; Salzbrezel | pretzels; pretzel sticks; salted pretzels
19008 | cheese puffs | snacks | Flips; Erdnussflips; Käseflips; Erdnuss Flips; Cheetos; Erdnusslocken; Wasabi Nüsse | cheese puffs; wotsits; monster munch; puffs
18229 | crackers | snacks | Cracker; Kräcker; TUC; Ritz; Salzcracker; Käsecracker; Mini Salzbrezel | cracker; tuc crackers; ritz crackers; cream crackers
19816 | rice cakes | snacks | Reiswaffeln; Reiswaffel; Maiswaffeln; Reiscracker | rice cake; corn cakes
18159 | chocolate chip cookies | snacks | Cookies; Schokokekse; Schoko Cookies; Chocolate Cookies; Schokoladenkekse; American Cookies; Schokokeks | cookies; chocolate cookies; choc chip cookies
18166 | sandwich cookies | snacks | Oreo; Doppelkekse; Prinzenrolle; Hit Kekse; Cremekekse; Doppelkeks; Kekse mit Füllung | oreos; oreo cookies; bourbon biscuits; custard creams; sandwich biscuits
18155 | butter biscuits | snacks | Butterkekse; Leibniz; Kekse; Butterkeks; Leibniz Butterkeks; Biskuit; Löffelbiskuits; Russisch Brot; Gebäck; Gebäckmischung; Plätzchen; Teegebäck | biscuits; butter cookies; rich tea; sponge fingers; ladyfingers
18192 | shortbread | snacks | Shortbread; Mürbeteiggebäck; Spritzgebäck; Heidesand; Vanillekipferl; Butterplätzchen | shortbread biscuits; shortbread fingers
18173 | digestive biscuits | snacks | Vollkornkekse; Digestive; Hafekekse; Haferkekse; Vollkornbutterkekse | digestives; graham crackers; hobnobs; oat biscuits
18209 | wafers | snacks | Waffelröllchen; Manner; Manner Schnitten; Waffelschnitten; Neapolitaner; Eiswaffeln; Waffelblätter; Schokowaffeln | wafer biscuits; cream wafers; ice cream cones
19015 | cereal bar | snacks | Müsliriegel; Müsli-Riegel; Corny; Haferriegel; Fruchtschnitte; Proteinriegel; Nussriegel; Energieriegel | granola bar; cereal bars; flapjack; protein bar; nakd bar
25026 | popcorn | snacks | Popcorn; Mikrowellenpopcorn; Popcorn süß; Popcorn salzig; Popcornmais | microwave popcorn; sweet popcorn; salted popcorn
19400 | dried fruit chips | snacks | Bananenchips; Apfelchips; Trockenobst; Obstchips; Trockenfrüchte; Mango getrocknet | banana chips; apple crisps; dried fruit; dried mango
## beverages
14555 | mineral water | beverages | Mineralwasser; Wasser; Tafelwasser; Sprudel; Sprudelwasser; Mineralwasser still; Mineralwasser medium; Mineralwasser classic; Heilwasser; Quellwasser; Naturelle; Stilles Wasser; Wasser still; Wasser medium; Wasser spritzig; Selters; Gerolsteiner; Apollinaris; Volvic; Vittel; Evian | water; sparkling water; still water; bottled water; spring water; soda water; sparkling mineral water
14148 | cola | beverages | Cola; Coca-Cola; Coca Cola; Pepsi; Afri Cola; Fritz Kola; Cola Mix; Spezi; Mezzo Mix; Paulaner Spezi; Colamix; Vita Cola; Cola Orange | coke; coca cola; pepsi
14416 | diet cola | beverages | Cola Zero; Cola light; Coke Zero; Pepsi Max; Coca-Cola Zero; Cola ohne Zucker; Pepsi light; Zero | diet coke; coke zero; pepsi max; sugar free cola; diet soda
14144 | lemonade | beverages | Limonade; Zitronenlimonade; Sprite; 7Up; Seven Up; Limo; Zitronenlimo; Bitter Lemon; Schweppes; Club Mate; Mate; Almdudler; Apfelschorle; Schorle; Saftschorle; Johannisbeerschorle; Rhabarberschorle | lemon-lime soda; lemonade; sprite; soft drink; fizzy drink; soda
14150 | orange soda | beverages | Orangenlimonade; Fanta; Orangina; Fanta Orange; Orangenlimo; Mirinda; Sinalco; Bluna | orangeade; fanta; orange pop
14136 | ginger ale | beverages | Ginger Ale; Ginger Beer; Ingwerlimonade | ginger beer
14155 | tonic water | beverages | Tonic Water; Tonic; Indian Tonic | tonic
14154 | energy drink | beverages | Red Bull; Energy Drink; Monster; Monster Energy; Rockstar; Energydrink; Energy | energy drink; red bull; monster energy; relentless
14199 | iced tea | beverages | Eistee; Ice Tea; Eistee Pfirsich; Eistee Zitrone; Lipton Ice Tea; Pfanner Eistee; Icetea | ice tea; peach iced tea; lemon iced tea
14460 | sports drink | beverages | Iso Drink; Isotonisches Getränk; Powerade; Gatorade; Sportgetränk; Vitaminwasser; Vitamin Water | sports drink; isotonic drink; lucozade; vitaminwater
09016 | apple juice | beverages | Apfelsaft; Apfelsaft naturtrüb; Apfeldirektsaft; Apfelsaft klar; Apfelsaft trüb; Apfelnektar; Apfel Direktsaft | apple juice; cloudy apple juice; pressed apple juice
09209 | orange juice | beverages | Orangensaft; O-Saft; Orangendirektsaft; Orangennektar; Orangensaft mit Fruchtfleisch; Orange Direktsaft; Hohes C; Valensina; Frischer Orangensaft | orange juice; oj; fresh orange juice; smooth orange juice; tropicana
14267 | multivitamin juice | beverages | Multivitaminsaft; Multivitamin; ACE Saft; Multisaft; Multivitaminnektar; Mehrfruchtsaft; Fruchtsaft; Saft; Nektar; Fruchtnektar; Smoothie; Ananassaft; Maracujanektar; Bananennektar; Kirschnektar | fruit juice; juice; multivitamin drink; smoothie; tropical juice; fruit drink; cordial
09135 | grape juice | beverages | Traubensaft; roter Traubensaft; weißer Traubensaft; Traubensaft rot | red grape juice; white grape juice
14242 | cranberry juice | beverages | Cranberrysaft; Cranberry Nektar; Cranberrynektar | cranberry juice drink
11540 | tomato juice | beverages | Tomatensaft; Gemüsesaft; Karottensaft; Möhrensaft | vegetable juice; carrot juice; v8
09123 | grapefruit juice | beverages | Grapefruitsaft; Pampelmusensaft | grapefruit juice drink
14209 | coffee | beverages | Kaffee; Kaffee gemahlen; Röstkaffee; Filterkaffee; Kaffeebohnen; Espresso; Crema; Kaffeepads; Kaffeekapseln; Caffè Crema; Bohnenkaffee; Espressobohnen; Kaffee ganze Bohne; Jacobs Krönung; Tchibo; Dallmayr; Melitta; Kaffee entkoffeiniert; Kapseln; Nespresso; Senseo Pads | ground coffee; coffee beans; espresso; coffee pods; coffee capsules; filter coffee; decaf coffee; whole bean coffee
14214 | instant coffee | beverages | löslicher Kaffee; Instantkaffee; Nescafé; Nescafe; Cappuccino Pulver; Cappuccino; Kaffeesticks; Latte Macchiato Pulver; Instant Cappuccino; Kaffee Instant | instant coffee granules; cappuccino sachets; coffee sachets; nescafe
14355 | black tea | beverages | Schwarzer Tee; Tee; Teebeutel; Earl Grey; Ostfriesentee; Assam; Darjeeling; Schwarztee; Ceylon Tee; Chai | tea; tea bags; english breakfast tea; yorkshire tea; pg tips; builders tea
14381 | herbal tea | beverages | Kräutertee; Früchtetee; Pfefferminztee; Kamillentee; Rooibos; Rooibostee; Fencheltee; Ingwertee; Hagebuttentee; Kräuter Tee; Kinderpunsch; Teekanne; Meßmer | herbal tea; fruit tea; peppermint tea; camomile tea; rooibos tea; infusion
14278 | green tea | beverages | Grüner Tee; Grüntee; Matcha; Grüner Tee Sencha | green tea bags; matcha
14003 | beer | beverages | Bier; Pils; Pilsener; Pilsner; Helles; Export; Weizenbier; Weißbier; Hefeweizen; Lager; Kölsch; Altbier; Bockbier; Märzen; Dunkel; Schwarzbier; Kellerbier; Landbier; Zwickel; Craft Beer; Krombacher; Beck's; Bitburger; Warsteiner; Veltins; Augustiner; Paulaner; Radeberger; Jever; Erdinger; Franziskaner; Astra; Hasseröder; Oettinger; Weihenstephaner | lager; ale; bitter; stout; ipa; pale ale; porter; beer cans
14006 | shandy | beverages | Radler; Alsterwasser; Biermischgetränk; Russ; Diesel; Radler alkoholfrei | shandy; light beer; lemon shandy
14305 | non-alcoholic beer | beverages | alkoholfreies Bier; Bier alkoholfrei; Pils alkoholfrei; Weizen alkoholfrei; Malzbier; Vitamalz; Clausthaler; Alkoholfrei | alcohol free beer; alcohol-free lager; malt beverage
14096 | red wine | beverages | Rotwein; Merlot; Cabernet Sauvignon; Spätburgunder; Dornfelder; Chianti; Rioja; Primitivo; Montepulciano; Shiraz; Pinot Noir; Tempranillo; Bordeaux; Lambrusco; Glühwein; Rotwein trocken; Rotwein halbtrocken; Côtes du Rhône; Malbec; Zinfandel; Trollinger; Lemberger | red wine; merlot; shiraz; malbec; cabernet; pinot noir; mulled wine
14106 | white wine | beverages | Weißwein; Riesling; Grauburgunder; Müller-Thurgau; Chardonnay; Sauvignon Blanc; Silvaner; Pinot Grigio; Weißburgunder; Grüner Veltliner; Weißwein trocken; Weißwein lieblich; Soave; Kerner; Scheurebe; Vinho Verde | white wine; sauvignon blanc; chardonnay; pinot grigio; riesling
14253 | rosé wine | beverages | Roséwein; Rosé; Rose; Weißherbst; Rosé trocken | rose wine; rosé; blush wine
14084 | sparkling wine | beverages | Sekt; Prosecco; Champagner; Cava; Crémant; Schaumwein; Rotkäppchen; Henkell; Mumm; Freixenet; Sekt trocken; Perlwein; Hugo; Aperol Spritz; Secco | prosecco; champagne; cava; sparkling wine; fizz
14250 | cider | beverages | Cidre; Apfelwein; Ebbelwoi; Äppelwoi; Most; Cider | cider; hard cider; perry
14037 | spirits | beverages | Wodka; Vodka; Gin; Rum; Whisky; Whiskey; Korn; Schnaps; Weinbrand; Obstler; Doppelkorn; Tequila; Ouzo; Grappa; Cognac; Brandy; Kirschwasser; Williams; Sambuca; Aquavit; Bourbon; Asbach | vodka; gin; rum; whisky; whiskey; tequila; brandy; spirit
14414 | liqueur | beverages | Likör; Kräuterlikör; Jägermeister; Eierlikör; Amaretto; Baileys; Aperol; Campari; Limoncello; Ramazzotti; Averna; Berentzen; Kleiner Feigling; Pfeffi; Kümmerling; Sahnelikör | liqueur; baileys; amaretto; aperol; sherry; port
## frozen
11312 | frozen peas | frozen | TK Erbsen; Erbsen; Tiefkühlerbsen; Erbsen tiefgefroren; junge Erbsen; Erbsen fein; Erbsen sehr fein; Gartenerbsen; Erbsen TK | peas; garden peas; petits pois; frozen garden peas
11463 | frozen spinach | frozen | TK Spinat; Rahmspinat; TK Blattspinat; Blattspinat TK; Spinat TK; Blattspinat tiefgefroren; Spinat gehackt; Rahmspinat TK; Spinat portionierbar | creamed spinach; frozen leaf spinach
11583 | frozen mixed vegetables | frozen | TK Gemüse; Gemüsemischung; Buttergemüse; Kaisergemüse; Pfannengemüse; Rahmgemüse; Asia Gemüse; Suppengemüse; Wokgemüse; Gemüse TK; Grillgemüse; Balkangemüse; Mischgemüse; Bunter Gemüsemix; Ratatouille; Gemüsepfanne; Gemüse | mixed vegetables; frozen veg; stir fry vegetables; vegetable mix; soup vegetables; veg; vegetables
11092 | frozen broccoli | frozen | TK Brokkoli; Brokkoli TK; Brokkoliröschen TK; Brokkoli tiefgefroren | frozen broccoli florets
11060 | frozen green beans | frozen | TK Bohnen; Bohnen TK; grüne Bohnen TK; Prinzessbohnen TK; Brechbohnen TK | frozen fine beans
11137 | frozen cauliflower | frozen | TK Blumenkohl; Blumenkohl TK; Blumenkohlröschen | frozen cauliflower florets
11178 | frozen sweetcorn | frozen | TK Mais; Mais TK | frozen corn
11406 | oven chips | frozen | Pommes; Pommes Frites; Backofen-Pommes; Ofen Frites; Kroketten; Backofen Pommes; Wellenschnitt; Pommes TK; Country Wedges; Kartoffelspalten; Wedges; Süßkartoffel Pommes; Frites; Bratkartoffeln; Kartoffelecken | french fries; fries; oven chips; potato wedges; croquettes; frozen chips
11390 | hash browns | frozen | Rösti; Kartoffelrösti; Reibekuchen; Kartoffelpuffer; Röstitaler; Kartoffeltaschen; Kartoffelknödel; Knödel; Klöße | hash brown; potato rosti; potato cakes; dumplings
21224 | frozen pizza | frozen | Pizza; Tiefkühlpizza; TK Pizza; Steinofenpizza; Pizza Margherita; Ristorante; Pizza Mozzarella; Pizza Tonno; Pizza Speciale; Pizza Funghi; Flammkuchen; Baguette Pizza; Pizza Hawaii; Dr. Oetker Pizza; Wagner Pizza; Big Pizza; Pizza Spinaci; Pizza Vegetale; Pizzaschnecke | pizza; margherita pizza; cheese pizza; frozen pizza; flatbread pizza
22903 | pizza salami | frozen | Pizza Salami; Salamipizza; Pizza Diavolo; Pizza Peperoni; Pizza Prosciutto; Pizza Schinken | pepperoni pizza; meat feast pizza; ham pizza
19095 | vanilla ice cream | frozen | Vanilleeis; Eiscreme; Speiseeis; Eis; Eis Vanille; Vanille Eis; Magnum; Cornetto; Langnese; Ben & Jerry's; Eis am Stiel; Eiskonfekt; Häagen-Dazs; Eistorte; Eisbecher; Mövenpick Eis; Eiscreme Vanille; Sandwicheis | ice cream; vanilla ice cream; ice cream tub; ice lolly; magnum; cornetto; choc ice
19270 | chocolate ice cream | frozen | Schokoladeneis; Schokoeis; Eis Schoko; Schokolade Eis; Stracciatella; Stracciatellaeis | chocolate ice cream tub
19271 | strawberry ice cream | frozen | Erdbeereis; Eis Erdbeer; Fruchteis; Sorbet; Wassereis; Eis Erdbeere | sorbet; strawberry ice cream tub; ice lollies; fruit lolly
09318 | frozen strawberries | frozen | TK Erdbeeren; Erdbeeren TK; Erdbeeren tiefgefroren | frozen strawberry
09054 | frozen blueberries | frozen | TK Heidelbeeren; Heidelbeeren TK; Blaubeeren TK | frozen blueberry
09518 | frozen berries | frozen | TK Himbeeren; Himbeeren TK; Beerenmischung; Waldbeeren; TK Beeren; Beeren Mix; Beerenmix; Beerenmischung TK; Früchte TK; TK Obst; Mango TK | mixed berries; frozen raspberries; frozen fruit; summer fruits; forest fruits
22977 | lasagne | frozen | Lasagne; Lasagne Bolognese; Lasagne TK; Lasagne al Forno; Cannelloni; Moussaka | lasagna; beef lasagne; cannelloni
22955 | spring rolls | frozen | Frühlingsrollen; Mini Frühlingsrollen; Frühlingsrolle; Samosas; Teigtaschen; Gyoza | spring roll; egg rolls; samosas; gyoza
13317 | burger patties | frozen | Hamburger; Burger Patties; Rindfleischburger; Hamburger Patties; Rindfleisch Burger; Cheeseburger; Beef Burger; Burger | burgers; beef burgers; quarter pounders; hamburgers; burger
16147 | veggie burger | frozen | Gemüseburger; Veggie Burger; Veggieburger; Vegane Burger; Beyond Burger; Vegetarische Frikadellen; Gemüsebratlinge; Bratlinge; Sojaschnetzel; Veggie Hack; Veganes Hack; Vegane Würstchen; Veggie Nuggets; Fleischersatz; Seitan; Tempeh | vegetable burger; veggie burgers; meat free burgers; quorn; meat substitute; vegan mince; vegan sausages
16426 | tofu | other | Tofu; Räuchertofu; Tofu natur; Seidentofu; Tofu geräuchert | firm tofu; smoked tofu; silken tofu; bean curd
16138 | falafel | frozen | Falafel; Falafelbällchen; Falafel Bällchen | falafel balls
## ready meals
22995 | sweet and sour chicken | frozen | Hähnchen süß-sauer; Huhn süß-sauer; Süß-Sauer Hähnchen; Asia Hähnchen; Chicken süß-sauer; Ente süß-sauer | sweet & sour chicken; chinese ready meal
22989 | chicken curry | frozen | Hähnchen Curry; Chicken Curry; Chicken Tikka; Chicken Tikka Masala; Butter Chicken; Thai Curry; Curry Hähnchen; Hähnchen Tikka Masala; Rotes Curry | chicken tikka masala; chicken korma; curry ready meal; thai green curry
36602 | fried rice | frozen | Gebratener Reis; Bratreis; Nasi Goreng; Asia Reispfanne; Reispfanne | egg fried rice; special fried rice
36625 | fried noodles | frozen | Gebratene Nudeln; Bami Goreng; Asia Nudelpfanne; Mie Goreng; Nudelpfanne; Asia Nudeln gebraten | chow mein; lo mein; noodle stir fry; pad thai
22401 | spaghetti bolognese | frozen | Spaghetti Bolognese; Nudeln Bolognese; Spaghetti Bolognese Fertiggericht; Penne Bolognese | spag bol; spaghetti bolognese ready meal
22905 | beef stew | pantry | Gulasch Dose; Eintopf Dose; Rindfleischeintopf; Irish Stew; Gulasch mit Nudeln; Labskaus; Rindergulasch Dose | casserole; stew; irish stew
22918 | burrito | frozen | Burrito; Burritos; Enchiladas; Quesadilla; Quesadillas; Tacos; Taco Kit | burritos; enchiladas; quesadillas; taco kit
22906 | chicken pie | frozen | Hühnerfrikassee; Frikassee; Geflügelpastete; Königinpastete; Hühnerpastete | chicken pot pie; chicken and mushroom pie
32025 | filled dumplings | frozen | Piroggen; Pelmeni; Gefüllte Teigtaschen; Wareniki | pierogi; perogies
21139 | mashed potato | frozen | Kartoffelpüree; Püree; Kartoffelbrei; Stampfkartoffeln | mashed potatoes; mash
22904 | chili con carne | pantry | Chili con Carne; Chili sin Carne; Chili con Carne Dose; Fertiggericht; Fertiggerichte; Dosengericht | chilli con carne; tinned chilli; ready meal
22900 | canned ravioli | pantry | Ravioli; Ravioli Dose; Ravioli in Tomatensauce; Maggi Ravioli; Nudeln in Tomatensauce; Spaghetti Bolognese Dose | ravioli; tinned ravioli; spaghetti hoops; canned spaghetti
22247 | macaroni cheese | frozen | Mac and Cheese; Käsespätzle; Nudelauflauf; Auflauf; Gratin; Kartoffelgratin; Käsenudeln; Nudelgratin | mac and cheese; macaroni and cheese; pasta bake; potato gratin; cheesy pasta
11414 | potato salad | other | Kartoffelsalat; Kartoffelsalat mit Mayonnaise; Kartoffelsalat Essig Öl | potato salad
21127 | coleslaw | other | Krautsalat; Coleslaw; Weißkrautsalat; Salat Coleslaw | cole slaw
07031 | deli salad | other | Fleischsalat; Eiersalat; Nudelsalat; Geflügelsalat; Thunfischsalat; Wurstsalat; Heringssalat Dose; Feinkostsalat | egg salad; pasta salad; chicken salad; coronation chicken; sandwich filler
06039 | ready soup | other | Frische Suppe; Suppe frisch; Gazpacho; Kürbissuppe; Gemüsesuppe; Minestrone | fresh soup; vegetable soup; minestrone; pumpkin soup
03116 | baby food | other | Babybrei; Gläschen; Hipp; Alete; Babynahrung; Milchbrei; Getreidebrei; Quetschie; Fruchtmus; Säuglingsmilch; Pre Milch; Folgemilch; Anfangsmilch | baby food; baby puree; fruit pouch; infant formula; baby milk; formula
"""
