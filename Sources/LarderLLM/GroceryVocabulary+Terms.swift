extension GroceryVocabulary {
    /// Term lines: `german|english|category|grams per piece`. A leading `+` marks a modifier that goes
    /// before the noun ("Bio" → "organic"); a category on a modifier is used when no noun has one.
    static let termData = """
        +bio|organic
        +öko|organic
        +tk|frozen|frozen
        +tiefkühl|frozen|frozen
        +tiefgekühlt|frozen|frozen
        +gefroren|frozen|frozen
        +frisch|fresh
        +frische|fresh
        +geräuchert|smoked
        +geraeuchert|smoked
        +gekocht|cooked
        +gebraten|fried
        +gegrillt|grilled
        +paniert|breaded
        +mariniert|marinated
        +geschnitten|sliced
        +gerieben|grated
        +gemahlen|ground
        +ganz|whole
        +halb|half
        +fettarm|low-fat
        +fettarme|low-fat
        +mager|lean
        +light|light
        +zuckerfrei|sugar-free
        +laktosefrei|lactose-free
        +glutenfrei|gluten-free
        +vegan|vegan
        +vegetarisch|vegetarian
        +vollkorn|wholegrain
        +weiß|white
        +weiss|white
        +rot|red
        +rote|red
        +grün|green
        +grüne|green
        +gelb|yellow
        +schwarz|black
        +süß|sweet
        +süss|sweet
        +sauer|sour
        +scharf|hot
        +mild|mild
        +natur|plain
        +pur|plain
        +klassik|classic
        +klassisch|classic
        +extra|extra
        +fein|fine
        +grob|coarse
        +zart|tender
        +knusprig|crispy
        +lose|loose
        +gemischt|mixed
        +getrocknet|dried
        +gesalzen|salted
        +ungesalzen|unsalted
        +geröstet|roasted
        +still|still|beverages
        +spritzig|sparkling|beverages
        +medium|medium
        +classic|classic
        +delikat|delicate
        +premium|premium
        +vorgereift|ripened
        +indisches|indian
        +indisch|indian
        +italienisch|italian
        +griechisch|greek
        +griech|greek
        +ital|italian
        +kl|small
        +gr|large
        +mini|mini
        +jumbo|jumbo
        vollmilch|whole milk|dairy|1000
        milch|milk|dairy|1000
        h-milch|UHT milk|dairy|1000
        frischmilch|fresh milk|dairy|1000
        buttermilch|buttermilk|dairy|500
        sahne|cream|dairy|200
        schlagsahne|whipping cream|dairy|200
        sauerrahm|sour cream|dairy|200
        schmand|sour cream|dairy|200
        butter|butter|dairy|250
        margarine|margarine|dairy|500
        joghurt|yogurt|dairy|500
        jogurt|yogurt|dairy|500
        joghurtdrink|yogurt drink|dairy|500
        quark|quark|dairy|500
        magerquark|low-fat quark|dairy|500
        skyr|skyr|dairy|450
        kefir|kefir|dairy|500
        käse|cheese|dairy|200
        kaese|cheese|dairy|200
        frischkäse|cream cheese|dairy|200
        hüttenkäse|cottage cheese|dairy|200
        emmentaler|emmental|dairy|250
        gouda|gouda|dairy|250
        edamer|edam|dairy|250
        mozzarella|mozzarella|dairy|125
        parmesan|parmesan|dairy|100
        feta|feta|dairy|200
        camembert|camembert|dairy|125
        brie|brie|dairy|200
        bergkäse|mountain cheese|dairy|200
        schafskäse|sheep cheese|dairy|200
        hirtenkäse|white cheese|dairy|200
        reibekäse|grated cheese|dairy|200
        +scheiben|slices
        pudding|pudding|dairy|500
        milchreis|rice pudding|dairy|200
        eier|eggs|dairy|60
        ei|egg|dairy|60
        +freiland|free-range
        hähnchen|chicken|meat|
        haehnchen|chicken|meat|
        hähnchenbrust|chicken breast|meat|
        hähnchenb|chicken breast|meat|
        hähnchenbrustfilet|chicken breast fillet|meat|
        hahn|chicken|meat|
        hähn|chicken|meat|
        huhn|chicken|meat|
        hühnchen|chicken|meat|
        chicken|chicken|meat|
        gefl|poultry|meat|
        geflügel|poultry|meat|
        pute|turkey|meat|
        puten|turkey|meat|
        putenbrust|turkey breast|meat|
        truthahn|turkey|meat|
        ente|duck|meat|
        gans|goose|meat|
        rind|beef|meat|
        rinder|beef|meat|
        rindfleisch|beef|meat|
        hackfleisch|minced meat|meat|
        hack|mince|meat|
        gehacktes|minced meat|meat|
        schwein|pork|meat|
        schweine|pork|meat|
        schweinefleisch|pork|meat|
        schw|pork|meat|
        kalb|veal|meat|
        lamm|lamb|meat|
        wild|game|meat|
        fleisch|meat|meat|
        filet|fillet|meat|
        brust|breast|meat|
        keule|leg|meat|
        schenkel|thigh|meat|
        flügel|wings|meat|
        steak|steak|meat|
        schnitzel|schnitzel|meat|
        kotelett|chop|meat|
        braten|roast|meat|
        gulasch|goulash|meat|
        geschnetzeltes|sliced meat|meat|
        wurst|sausage|meat|
        würstchen|sausages|meat|
        bratwurst|bratwurst|meat|
        wiener|wiener sausages|meat|
        bockwurst|bockwurst|meat|
        salami|salami|meat|
        schinken|ham|meat|
        kochschinken|cooked ham|meat|
        speck|bacon|meat|
        bacon|bacon|meat|
        leberwurst|liver sausage|meat|
        mortadella|mortadella|meat|
        aufschnitt|cold cuts|meat|
        fleischwurst|bologna sausage|meat|
        frikadelle|meatball|meat|
        frikadellen|meatballs|meat|
        nuggets|nuggets|meat|
        döner|doner|meat|
        fisch|fish|seafood|
        lachs|salmon|seafood|
        thunfisch|tuna|seafood|
        forelle|trout|seafood|
        kabeljau|cod|seafood|
        seelachs|pollock|seafood|
        hering|herring|seafood|
        matjes|matjes herring|seafood|
        makrele|mackerel|seafood|
        garnelen|prawns|seafood|
        shrimps|shrimps|seafood|
        krabben|shrimps|seafood|
        muscheln|mussels|seafood|
        tintenfisch|squid|seafood|
        fischstäbchen|fish fingers|frozen|
        backfisch|battered fish|seafood|
        sardinen|sardines|seafood|
        brot|bread|bakery|750
        brötchen|bread roll|bakery|60
        broetchen|bread roll|bakery|60
        brotchen|bread roll|bakery|60
        semmel|bread roll|bakery|60
        weck|bread roll|bakery|60
        doppelbrötchen|double bread roll|bakery|90
        vollkornbrötchen|wholegrain bread roll|bakery|70
        weizenbrötchen|wheat bread roll|bakery|60
        weizenbroetchen|wheat bread roll|bakery|60
        toast|toast bread|bakery|500
        toastbrot|toast bread|bakery|500
        baguette|baguette|bakery|250
        brezel|pretzel|bakery|90
        breze|pretzel|bakery|90
        laugen|pretzel|bakery|80
        croissant|croissant|bakery|60
        brioche|brioche|bakery|60
        knoten|knot|bakery|60
        kuchen|cake|bakery|400
        torte|gateau|bakery|800
        muffin|muffin|bakery|80
        donut|doughnut|bakery|60
        berliner|doughnut|bakery|70
        plunder|danish pastry|bakery|90
        zwieback|rusk|bakery|225
        knäckebrot|crispbread|bakery|250
        vollkornbrot|wholegrain bread|bakery|500
        roggenbrot|rye bread|bakery|750
        mischbrot|mixed bread|bakery|750
        steinofen|stone-baked|bakery|
        ciabatta|ciabatta|bakery|300
        wrap|wrap|bakery|60
        wraps|wraps|bakery|250
        tortilla|tortilla|bakery|250
        sandwich|sandwich|bakery|200
        apfel|apple|produce|180
        äpfel|apples|produce|180
        aepfel|apples|produce|180
        birne|pear|produce|180
        birnen|pears|produce|180
        banane|banana|produce|120
        bananen|bananas|produce|120
        orange|orange|produce|200
        orangen|oranges|produce|200
        mandarine|mandarin|produce|70
        mandarinen|mandarins|produce|70
        clementine|clementine|produce|70
        clementinen|clementines|produce|70
        zitrone|lemon|produce|100
        zitronen|lemons|produce|100
        limette|lime|produce|60
        limetten|limes|produce|60
        grapefruit|grapefruit|produce|350
        kiwi|kiwi|produce|75
        mango|mango|produce|350
        ananas|pineapple|produce|1200
        melone|melon|produce|1500
        wassermelone|watermelon|produce|3000
        trauben|grapes|produce|500
        weintrauben|grapes|produce|500
        erdbeeren|strawberries|produce|500
        himbeeren|raspberries|produce|125
        heidelbeeren|blueberries|produce|125
        blaubeeren|blueberries|produce|125
        brombeeren|blackberries|produce|125
        kirschen|cherries|produce|500
        pflaumen|plums|produce|500
        aprikosen|apricots|produce|500
        pfirsich|peach|produce|150
        pfirsiche|peaches|produce|150
        nektarinen|nectarines|produce|150
        avocado|avocado|produce|200
        granatapfel|pomegranate|produce|300
        feigen|figs|produce|50
        datteln|dates|pantry|200
        obst|fruit|produce|
        gemüse|vegetables|produce|
        gemuese|vegetables|produce|
        kartoffel|potato|produce|150
        kartoffeln|potatoes|produce|150
        süßkartoffel|sweet potato|produce|300
        süßkartoffeln|sweet potatoes|produce|300
        tomate|tomato|produce|100
        tomaten|tomatoes|produce|100
        cherrytomaten|cherry tomatoes|produce|250
        rispentomaten|vine tomatoes|produce|500
        gurke|cucumber|produce|400
        gurken|cucumbers|produce|400
        salatgurke|cucumber|produce|400
        paprika|pepper|produce|160
        zwiebel|onion|produce|100
        zwiebeln|onions|produce|100
        lauchzwiebeln|spring onions|produce|100
        knoblauch|garlic|produce|50
        karotte|carrot|produce|80
        karotten|carrots|produce|80
        möhren|carrots|produce|80
        moehren|carrots|produce|80
        möhre|carrot|produce|80
        salat|salad|produce|300
        eisbergsalat|iceberg lettuce|produce|500
        kopfsalat|lettuce|produce|300
        feldsalat|lamb's lettuce|produce|150
        rucola|rocket|produce|125
        spinat|spinach|produce|250
        brokkoli|broccoli|produce|400
        broccoli|broccoli|produce|400
        blumenkohl|cauliflower|produce|800
        kohl|cabbage|produce|1000
        weißkohl|white cabbage|produce|1000
        rotkohl|red cabbage|produce|1000
        kohlrabi|kohlrabi|produce|300
        zucchini|courgette|produce|250
        aubergine|aubergine|produce|300
        kürbis|pumpkin|produce|1500
        champignons|mushrooms|produce|250
        pilze|mushrooms|produce|250
        lauch|leek|produce|250
        porree|leek|produce|250
        sellerie|celery|produce|500
        radieschen|radishes|produce|150
        rettich|radish|produce|400
        mais|sweetcorn|pantry|
        erbsen|peas|produce|
        bohnen|beans|produce|
        spargel|asparagus|produce|500
        ingwer|ginger|produce|50
        chili|chilli|produce|20
        kräuter|herbs|produce|25
        kraeuter|herbs|produce|25
        petersilie|parsley|produce|25
        basilikum|basil|produce|25
        schnittlauch|chives|produce|25
        dill|dill|produce|25
        minze|mint|produce|25
        nüsse|nuts|snacks|
        nuesse|nuts|snacks|
        walnüsse|walnuts|snacks|
        haselnüsse|hazelnuts|snacks|
        mandeln|almonds|snacks|
        erdnüsse|peanuts|snacks|
        cashew|cashews|snacks|
        cashewkerne|cashews|snacks|
        pistazien|pistachios|snacks|
        rosinen|raisins|pantry|
        studentenfutter|trail mix|snacks|
        chips|crisps|snacks|175
        kartoffelchips|potato crisps|snacks|175
        flips|peanut puffs|snacks|150
        salzstangen|pretzel sticks|snacks|250
        cracker|crackers|snacks|
        kekse|biscuits|snacks|
        keks|biscuit|snacks|
        plätzchen|cookies|snacks|
        waffeln|wafers|snacks|
        schokolade|chocolate|snacks|100
        schoko|chocolate|snacks|
        tafel|bar|snacks|100
        riegel|bar|snacks|
        schokoriegel|chocolate bar|snacks|50
        pralinen|pralines|snacks|200
        bonbons|sweets|snacks|
        gummibärchen|gummy bears|snacks|200
        goldbären|gummy bears|snacks|200
        goldbaren|gummy bears|snacks|200
        fruchtgummi|fruit gums|snacks|200
        lakritz|liquorice|snacks|200
        kaugummi|chewing gum|snacks|
        popcorn|popcorn|snacks|
        müsliriegel|cereal bar|snacks|25
        eis|ice cream|frozen|
        eiscreme|ice cream|frozen|
        speiseeis|ice cream|frozen|
        pizza|pizza|frozen|350
        pommes|french fries|frozen|750
        frites|french fries|frozen|750
        kroketten|croquettes|frozen|
        fertiggericht|ready meal|pantry|400
        fertiggerichte|ready meals|pantry|400
        lasagne|lasagne|frozen|400
        suppe|soup|pantry|
        nudeln|pasta|pantry|
        pasta|pasta|pantry|
        spaghetti|spaghetti|pantry|500
        penne|penne|pantry|500
        fusilli|fusilli|pantry|500
        tortellini|tortellini|pantry|250
        maultaschen|maultaschen|pantry|
        gnocchi|gnocchi|pantry|
        spätzle|spaetzle|pantry|
        reis|rice|pantry|
        basmati|basmati rice|pantry|
        bulgur|bulgur|pantry|
        couscous|couscous|pantry|
        quinoa|quinoa|pantry|
        linsen|lentils|pantry|
        kichererbsen|chickpeas|pantry|
        mehl|flour|pantry|1000
        weizenmehl|wheat flour|pantry|1000
        zucker|sugar|pantry|1000
        würfelzucker|sugar cubes|pantry|500
        wuerfelzucker|sugar cubes|pantry|500
        puderzucker|icing sugar|pantry|250
        salz|salt|pantry|500
        pfeffer|pepper|pantry|
        gewürz|spice|pantry|
        gewürze|spices|pantry|
        zimt|cinnamon|pantry|
        hefe|yeast|pantry|
        backpulver|baking powder|pantry|
        vanille|vanilla|pantry|
        vanillezucker|vanilla sugar|pantry|
        öl|oil|pantry|
        oel|oil|pantry|
        olivenöl|olive oil|pantry|
        sonnenblumenöl|sunflower oil|pantry|
        rapsöl|rapeseed oil|pantry|
        essig|vinegar|pantry|
        balsamico|balsamic vinegar|pantry|
        senf|mustard|pantry|
        ketchup|ketchup|pantry|
        mayonnaise|mayonnaise|pantry|
        mayo|mayonnaise|pantry|
        remoulade|remoulade|pantry|
        soße|sauce|pantry|
        sosse|sauce|pantry|
        sauce|sauce|pantry|
        dressing|dressing|pantry|
        pesto|pesto|pantry|
        brühe|stock|pantry|
        honig|honey|pantry|500
        marmelade|jam|pantry|
        konfitüre|jam|pantry|
        nougatcreme|chocolate spread|pantry|
        nutella|chocolate spread|pantry|
        erdnussbutter|peanut butter|pantry|
        müsli|muesli|pantry|
        muesli|muesli|pantry|
        haferflocken|oat flakes|pantry|500
        cornflakes|cornflakes|pantry|
        flocken|flakes|pantry|
        konserve|tinned food|pantry|
        dose|tin|pantry|
        sauerkraut|sauerkraut|pantry|
        oliven|olives|pantry|
        kapern|capers|pantry|
        tomatenmark|tomato paste|pantry|
        passata|passata|pantry|
        pizzateig|pizza dough|dairy|
        blätterteig|puff pastry|dairy|
        tofu|tofu|pantry|
        kaffee|coffee|pantry|
        kaffeebohnen|coffee beans|pantry|
        krönung|coffee|pantry|
        espresso|espresso|pantry|
        kakao|cocoa|pantry|
        tee|tea|pantry|
        kamillentee|chamomile tea|pantry|
        kamille|chamomile|pantry|
        pfefferminztee|peppermint tea|pantry|
        früchtetee|fruit tea|pantry|
        wasser|water|beverages|
        mineralwasser|mineral water|beverages|
        sprudel|sparkling water|beverages|
        saft|juice|beverages|
        apfelsaft|apple juice|beverages|
        orangensaft|orange juice|beverages|
        orangensapt|orange juice|beverages|
        multivitaminsaft|multivitamin juice|beverages|
        nektar|nectar|beverages|
        schorle|spritzer|beverages|
        apfelschorle|apple spritzer|beverages|
        limonade|lemonade|beverages|
        limo|lemonade|beverages|
        cola|cola|beverages|
        eistee|iced tea|beverages|
        tonic|tonic water|beverages|
        energy|energy drink|beverages|
        smoothie|smoothie|beverages|
        bier|beer|beverages|500
        pils|pilsner|beverages|500
        pilsener|pilsner|beverages|500
        weizen|wheat beer|beverages|500
        radler|shandy|beverages|500
        +alkoholfrei|alcohol-free
        wein|wine|beverages|750
        rotwein|red wine|beverages|750
        weißwein|white wine|beverages|750
        weisswein|white wine|beverages|750
        rosé|rosé wine|beverages|750
        sekt|sparkling wine|beverages|750
        prosecco|prosecco|beverages|750
        champagner|champagne|beverages|750
        vodka|vodka|beverages|700
        wodka|vodka|beverages|700
        rum|rum|beverages|700
        überseerum|rum|beverages|700
        whisky|whisky|beverages|700
        gin|gin|beverages|700
        likör|liqueur|beverages|700
        korn|schnapps|beverages|700
        schnaps|schnapps|beverages|700
        aperitif|aperitif|beverages|700
        getränk|drink|beverages|
        drink|drink|beverages|
        +mehrweg|returnable
        +einweg|single-use
        waschmittel|laundry detergent|household|
        vollwaschmittel|laundry detergent|household|
        weichspüler|fabric softener|household|
        spülmittel|washing-up liquid|household|
        geschirrspültabs|dishwasher tablets|household|
        spültabs|dishwasher tablets|household|
        reiniger|cleaner|household|
        allzweckreiniger|all-purpose cleaner|household|
        glasreiniger|glass cleaner|household|
        wc|toilet|household|
        toilettenpapier|toilet paper|household|
        klopapier|toilet paper|household|
        küchenrolle|kitchen roll|household|
        küchentücher|kitchen towels|household|
        taschentücher|tissues|household|
        servietten|napkins|household|
        müllbeutel|bin bags|household|
        muellbeutel|bin bags|household|
        muellbeute|bin bags|household|
        gefrierbeutel|freezer bags|household|
        alufolie|aluminium foil|household|
        frischhaltefolie|cling film|household|
        backpapier|baking paper|household|
        schwamm|sponge|household|
        schwämme|sponges|household|
        kerzen|candles|household|
        kerze|candle|household|
        batterien|batteries|electronics|
        batterie|battery|electronics|
        glühbirne|light bulb|electronics|
        leuchtmittel|light bulb|electronics|
        led|LED lamp|electronics|
        lampe|lamp|electronics|
        kabel|cable|electronics|
        ladekabel|charging cable|electronics|
        kopfhörer|headphones|electronics|
        thermometer|thermometer|electronics|
        thermom|thermometer|electronics|
        uhr|clock|electronics|
        shampoo|shampoo|personal_care|
        duschgel|shower gel|personal_care|
        dusche|shower gel|personal_care|
        seife|soap|personal_care|
        flüssigseife|liquid soap|personal_care|
        waschlotion|body wash|personal_care|
        zahnpasta|toothpaste|personal_care|
        zahncreme|toothpaste|personal_care|
        zahnckeme|toothpaste|personal_care|
        zahnbürste|toothbrush|personal_care|
        zahnseide|dental floss|personal_care|
        mundspülung|mouthwash|personal_care|
        deo|deodorant|personal_care|
        deodorant|deodorant|personal_care|
        creme|cream|personal_care|
        handcreme|hand cream|personal_care|
        bodylotion|body lotion|personal_care|
        lotion|lotion|personal_care|
        sonnencreme|sun cream|personal_care|
        rasierer|razor|personal_care|
        rasierklingen|razor blades|personal_care|
        rasierschaum|shaving foam|personal_care|
        windeln|nappies|personal_care|
        feuchttücher|wet wipes|personal_care|
        binden|sanitary pads|personal_care|
        tampons|tampons|personal_care|
        wattepads|cotton pads|personal_care|
        wattestäbchen|cotton buds|personal_care|
        pflaster|plasters|personal_care|
        haarspray|hairspray|personal_care|
        spülung|conditioner|personal_care|
        kosmetik|cosmetics|personal_care|
        atemschutzmaske|face mask|personal_care|
        maske|mask|personal_care|
        tabletten|tablets|personal_care|
        vitamin|vitamins|personal_care|
        sebamed|skin care|personal_care|
        +trockene|dry
        haut|skin|personal_care|
        duschvorhang|shower curtain|household|
        garnitur|set|household|
        wc-garnitur|toilet set|household|
        handtuch|towel|household|
        handtücher|towels|household|
        kissen|cushion|household|
        polster|cushion|household|
        decke|blanket|household|
        teppich|rug|household|
        vorhang|curtain|household|
        gardine|curtain|household|
        rahmen|frame|household|
        bilderrahmen|picture frame|household|
        topf|pot|household|
        pfanne|pan|household|
        messer|knife|household|
        mess|knife|household|
        schneidbrett|chopping board|household|
        schnbr|chopping board|household|
        teller|plate|household|
        tasse|cup|household|
        becher|mug|household|
        glas|glass|household|
        gläser|glasses|household|
        besteck|cutlery|household|
        durchschl|colander|household|
        kochgesch|cookware|household|
        aufbewahrung|storage|household|
        dosen|cans|household|
        box|box|household|
        korb|basket|household|
        stuhl|chair|other_non_food|
        tisch|table|other_non_food|
        regal|shelf|other_non_food|
        sessel|armchair|other_non_food|
        blumen|flowers|other_non_food|
        blumenerde|potting soil|other_non_food|
        erde|soil|other_non_food|
        pflanze|plant|other_non_food|
        rechen|rake|other_non_food|
        blumenrechen|hand rake|other_non_food|
        holzstiel|wooden handle|other_non_food|
        stiel|handle|other_non_food|
        kunststoff|plastic|other_non_food|
        schraube|screw|other_non_food|
        schrauben|screws|other_non_food|
        dübel|wall plugs|other_non_food|
        werkzeug|tool|other_non_food|
        hammer|hammer|other_non_food|
        zange|pliers|other_non_food|
        farbe|paint|other_non_food|
        pinsel|brush|other_non_food|
        klebeband|adhesive tape|other_non_food|
        kleber|glue|other_non_food|
        papier|paper|other_non_food|
        stift|pen|other_non_food|
        heft|exercise book|other_non_food|
        zeitung|newspaper|other_non_food|
        zeitschrift|magazine|other_non_food|
        tüte|bag|other_non_food|
        tragetasche|carrier bag|other_non_food|
        tasche|bag|other_non_food|
        beutel|bag|other_non_food|
        katzenfutter|cat food|other_non_food|
        hundefutter|dog food|other_non_food|
        tierfutter|pet food|other_non_food|
        streu|litter|other_non_food|
        katzenstreu|cat litter|other_non_food|
        geschenk|gift|other_non_food|
        gutschein|voucher|other_non_food|
        pfand|bottle deposit|other_non_food|
        leergut|bottle return|other_non_food|
        +sortiert|assorted
        +mix|mix
        +sorte|variety
        +packung|pack
        karottensalat|carrot salad|produce|
        krautsalat|coleslaw|produce|
        kartoffelsalat|potato salad|pantry|
        nudelsalat|pasta salad|pantry|
        +bbq|barbecue
        caramel|caramel|snacks|
        karamell|caramel|snacks|
        nougat|nougat|snacks|
        marzipan|marzipan|snacks|
        +whole|whole
        +semi-skimmed|semi-skimmed
        +skimmed|skimmed
        +organic|organic
        +fresh|fresh
        +frozen|frozen
        +large|large
        +small|small
        +smoked|smoked
        +sliced|sliced
        +salted|salted
        +unsalted|unsalted
        +red|red
        +green|green
        +white|white
        +brown|brown
        +sweet|sweet
        +spicy|spicy
        +plain|plain
        +mixed|mixed
        +diced|diced
        +chopped|chopped
        +grated|grated
        +lean|lean
        +mature|mature
        +unsmoked|unsmoked
        +boneless|boneless
        +skinless|skinless
        +seedless|seedless
        +ripe|ripe
        milk|milk|dairy|1000
        cheese|cheese|dairy|200
        cheddar|cheddar|dairy|200
        yoghurt|yoghurt|dairy|500
        yogurt|yogurt|dairy|500
        cream|cream|dairy|300
        eggs|eggs|dairy|60
        bread|bread|bakery|800
        loaf|loaf|bakery|800
        rolls|rolls|bakery|60
        bagels|bagels|bakery|85
        croissants|croissants|bakery|60
        breast|breast|meat|
        mince|mince|meat|
        beef|beef|meat|
        pork|pork|meat|
        lamb|lamb|meat|
        ham|ham|meat|
        sausages|sausages|meat|
        salmon|salmon|seafood|
        tuna|tuna|seafood|
        cod|cod|seafood|
        prawns|prawns|seafood|
        apples|apples|produce|180
        bananas|bananas|produce|120
        oranges|oranges|produce|200
        grapes|grapes|produce|500
        strawberries|strawberries|produce|400
        potatoes|potatoes|produce|150
        tomatoes|tomatoes|produce|100
        onions|onions|produce|100
        carrots|carrots|produce|80
        lettuce|lettuce|produce|300
        cucumber|cucumber|produce|400
        mushrooms|mushrooms|produce|250
        peppers|peppers|produce|160
        lemons|lemons|produce|100
        rice|rice|pantry|
        flour|flour|pantry|1000
        sugar|sugar|pantry|1000
        oil|oil|pantry|
        beans|beans|pantry|
        soup|soup|pantry|
        cereal|cereal|pantry|
        oats|oats|pantry|
        coffee|coffee|pantry|
        tea|tea|pantry|
        jam|jam|pantry|
        honey|honey|pantry|
        water|water|beverages|
        juice|juice|beverages|
        beer|beer|beverages|500
        wine|wine|beverages|750
        crisps|crisps|snacks|
        chocolate|chocolate|snacks|100
        biscuits|biscuits|snacks|
        sweets|sweets|snacks|
        noodles|noodles|pantry|
        detergent|detergent|household|
        tissue|tissue|household|
        toothpaste|toothpaste|personal_care|
        soap|soap|personal_care|
        +toilet|toilet
        +sparkling|sparkling|beverages
        +sprkl|sparkling|beverages
        wtr|water|beverages|
        matjes|matjes herring|seafood|
        matjesfilet|matjes herring fillets|seafood|
        matjesfilets|matjes herring fillets|seafood|
        mineralw|mineral water|beverages|
        toilettenp|toilet paper|household|
        toilettenpapier|toilet paper|household|
        lippenpflege|lip balm|personal_care|
        """

    /// Brand names skipped when naming articles, one per line.
    static let brandData = """
        alverde
        profissimo
        spindrift
        kinder
        tesco
        sainsbury's
        sainsburys
        asda
        morrisons
        waitrose
        aldi
        lidl
        gut
        gutfried
        ferrero
        haribo
        milka
        ritter
        sport
        lindt
        moser
        roth
        jacobs
        tchibo
        dallmayr
        melitta
        teekanne
        meßmer
        messmer
        onken
        ehrmann
        danone
        müller
        muller
        zott
        weihenstephan
        bärenmarke
        landliebe
        alpro
        kerrygold
        rama
        dr
        oetker
        knorr
        maggi
        barilla
        buitoni
        wagner
        iglo
        frosta
        coppenrath
        wiese
        lorenz
        funny
        chio
        pringles
        bahlsen
        leibniz
        storck
        katjes
        nestle
        nestlé
        kellogg
        kelloggs
        kölln
        seitenbacher
        hela
        kühne
        develey
        heinz
        thomy
        hochland
        bresso
        philadelphia
        exquisa
        almette
        coca
        pepsi
        fanta
        sprite
        gerolsteiner
        volvic
        vittel
        evian
        krombacher
        beck's
        becks
        warsteiner
        bitburger
        veltins
        erdinger
        paulaner
        smirnoff
        gorbatschow
        bacardi
        jägermeister
        stolzenfels
        rotkäppchen
        mumm
        henkell
        albi
        hohes
        valensina
        granini
        thomas
        henry
        th
        elkos
        balea
        nivea
        dove
        colgate
        elmex
        blend
        oral
        sensodyne
        gillette
        wilkinson
        pampers
        tempo
        zewa
        hakle
        persil
        ariel
        lenor
        somat
        finish
        pril
        frosch
        sagrotan
        ikea
        km
        g+g
        gg
        ja
        gutbio
        k-classic
        rewe
        edeka
        milsani
        lacura
        cien
        tandil
        chateau
        fair
        trade
        poang
        skanka
        dvala
        emmie
        ruta
        andlig
        idealisk
        koppla
        ryet
        filmis
        annons
        aptitlig
        """
}
