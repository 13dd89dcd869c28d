// Names for seeded people: first names by gender and family names, a few hundred each, from the many places
// the product's people come from. Kept as space-separated lists so the file stays readable.

const words = (list: string) => list.trim().split(/\s+/);

export const FEMALE_NAMES = words(`
  Olivia Amelia Isla Charlotte Mia Ava Harper Sophie Ella Grace Ruby Lily Zoe Chloe Emily Emma Evie Willow Aria
  Isabella Sophia Georgia Matilda Hazel Ivy Freya Quinn Mila Luna Maia Aroha Anahera Kaia Mere Ngaio Hana Moana
  Tui Manaia Leilani Sina Mele Losa Ana Malia Teuila Priya Ananya Aisha Fatima Zara Leila Yasmin Noor Mariam
  Sara Hannah Leah Rachel Rebecca Naomi Abigail Esther Miriam Ruth Julia Anna Maria Elena Sofia Lucia Carmen
  Paula Laura Marta Ines Beatriz Chiara Giulia Francesca Alessia Martina Camille Chloé Manon Léa Juliette Elodie
  Margaux Clara Lena Mila Greta Frieda Johanna Katharina Ingrid Astrid Sigrid Freja Maja Elin Saga Linnea Ida
  Nora Emilie Sanne Femke Lotte Anouk Roos Fleur Jana Tereza Zuzana Katarzyna Agnieszka Zofia Natalia Olga Irina
  Tatiana Daria Alina Oksana Yuki Sakura Hina Aiko Haruka Mei Ling Xiu Jia Yan Hui Min Ji-woo Seo-yeon Min-ji
  Hye-jin Linh Mai Thao Anh Trang Nguyet Kim Siti Putri Dewi Ayu Rina Maricel Joy Kristine Angelica Jasmine
  Camila Valentina Gabriela Daniela Fernanda Mariana Isadora Renata Adriana Ximena Paloma Amara Zainab Chiamaka
  Ngozi Adaeze Imani Nia Ayana Thandiwe Lerato Naledi Zanele Amina Halima Samira Layla Farah Dina Rania Selin
  Elif Zeynep Defne Ayla Esra Aoife Siobhan Niamh Ciara Saoirse Orla Roisin Eilidh Isla Morag Catriona Bethan
  Cerys Megan Rhiannon Sian Jessica Sarah Lauren Amy Katie Holly Jade Rosie Poppy Daisy Phoebe Alice Eleanor
  Florence Beatrice Imogen Harriet Penelope Violet Stella Aurora Eva Nina Tessa Rosa Iris Elise Helena Vera
`);

export const MALE_NAMES = words(`
  Oliver Jack Noah Leo Charlie George William Thomas James Lucas Henry Hunter Mason Arlo Theodore Finn Hugo
  Max Archie Harry Louis Oscar Levi Luca Elijah Samuel Benjamin Daniel Joshua Ethan Liam Ryan Nathan Jacob
  Matthew Andrew David Michael Christopher Joseph Luke Adam Aaron Caleb Isaac Gabriel Jonah Eli Tane Nikau
  Wiremu Rawiri Hemi Manaia Kahu Tamati Ari Mikaere Sione Tevita Viliami Semisi Lagi Iosefa Tavita Malakai Sefo
  Arjun Rohan Vikram Aditya Rahul Sanjay Karan Dev Omar Yusuf Ali Hassan Ibrahim Khalid Tariq Karim Zaid Amir
  Mateo Santiago Diego Alejandro Javier Pablo Carlos Miguel Rafael Andres Joaquin Tomas Nicolas Felipe Bruno
  Marco Matteo Lorenzo Alessandro Giovanni Francesco Riccardo Pietro Antoine Julien Mathieu Baptiste Theo Hugo
  Maxime Clement Felix Jonas Lukas Paul Moritz Niklas Tobias Jannik Erik Lars Magnus Anders Nils Oskar Axel
  Emil Viktor Sander Bram Daan Sem Jesper Ruben Milan Jakub Tomasz Piotr Marek Pavel Dmitri Sergei Ivan Alexei
  Mikhail Andrei Haruto Sota Ren Yuto Kenji Hiroshi Takumi Wei Jun Hao Ming Tao Jian Chen Min-jun Ji-ho Seo-jun
  Hyun-woo Dong-hyun Minh Duc Huy Quang Tuan Bao Agus Budi Rizky Putra Jose Mark Paolo Rico Miguel Angelo
  Kwame Kofi Chidi Emeka Oluwaseun Tunde Sipho Thabo Bongani Themba Musa Amani Jabari Mehmet Emre Burak Can
  Kerem Deniz Cian Oisin Conor Sean Padraig Eoin Ruairi Callum Fraser Angus Lachlan Ewan Hamish Rhys Dylan
  Gareth Owen Aled Morgan Harrison Joel Reuben Jude Ezra Asher Rory Alfie Freddie Teddy Stanley Albert Arthur
  Frederick Edward Alexander Sebastian Julian Dominic Patrick Vincent Simon Peter Martin Stefan Victor Anton
`);

/** For people whose gender is Other: names worn by any gender. */
export const NEUTRAL_NAMES = words(`
  Alex Sam Jordan Taylor Casey Riley Jamie Morgan Charlie Robin Avery Quinn Rowan Sage River Skyler Dakota
  Emerson Finley Hayden Kai Reese Remy Rene Sasha Shay Jess Kit Ash Blake Eden Ellis Frankie Harley Indigo
  Jules Kendall Lane Lou Marley Nico Oakley Parker Peyton Phoenix Ray Sol Sydney Tatum Wren Zephyr Ari Noa
  Hoku Mika Yael Andie Billie Bobbie Dale Devon Drew Jody Kerry Lee Lindsay Micah Rio Stevie
`);

export const FAMILY_NAMES = words(`
  Smith Jones Williams Brown Taylor Wilson Johnson White Martin Anderson Thompson Nguyen Thomas Walker Harris Lee
  Ryan Robinson Kelly King Davis Wright Evans Roberts Green Hall Wood Jackson Clarke Patel Khan Singh Sharma
  Kumar Gupta Shah Mehta Reddy Rao Iyer Chen Wang Li Zhang Liu Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo
  He Lin Luo Kim Park Choi Jung Kang Cho Yoon Jang Lim Han Tanaka Suzuki Takahashi Watanabe Ito Yamamoto
  Nakamura Kobayashi Sato Kato Yoshida Yamada Tran Le Pham Hoang Vu Dang Bui Do Ngata Parata Tawhiri Ruru
  Tipene Walker Herewini Rangi Tuhiwai Pomare Wihongi Kereama Mahuika Tuilagi Faleolo Leota Fonoti Tuala Sapolu
  Tupou Taufa Vainikolo Fifita Havili Moala Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez
  Ramirez Torres Flores Rivera Gomez Diaz Reyes Morales Cruz Ortiz Gutierrez Chavez Ramos Ruiz Alvarez Mendoza
  Castillo Jimenez Moreno Romero Silva Santos Oliveira Souza Costa Pereira Almeida Ferreira Carvalho Rossi
  Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Mancini Costa Giordano
  Rizzo Lombardi Moretti Bernard Dubois Durand Leroy Moreau Simon Laurent Lefebvre Michel Fournier Girard
  Bonnet Dupont Lambert Fontaine Rousseau Muller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz
  Hoffmann Koch Richter Klein Wolf Neumann Schwarz Zimmermann Braun Hofmann Hartmann Krüger Johansson Andersson
  Karlsson Nilsson Eriksson Larsson Olsen Hansen Jensen Nielsen Pedersen Andersen Berg Haugen Lindqvist Virtanen
  Korhonen Jansen DeVries VanDijk Bakker Visser Smit Meijer Mulder Bos Novak Horvat Kowalski Nowak Wisniewski
  Wojcik Kaminski Lewandowski Zielinski Ivanov Petrov Sidorov Popov Volkov Kuznetsov Sokolov Orlov Yilmaz Kaya
  Demir Sahin Celik Aydin Ozturk Arslan Dogan Haddad Khoury Nassar Mansour Hussein Rahman Ahmed Hassan Ali
  Okafor Okonkwo Adeyemi Balogun Mensah Asante Owusu Boateng Dlamini Nkosi Ndlovu Mokoena Mwangi Otieno Kamau
  Murphy Kelly OBrien Walsh Byrne Ryan Doyle McCarthy Gallagher Doherty Kennedy Lynch Murray Quinn Campbell
  Stewart MacDonald Scott Reid Ross Fraser Hamilton Graham Morrison Jenkins Hughes Lewis Morgan Griffiths
  Price Davies Edwards Phillips Owen Baker Cooper Hill Ward Turner Parker Collins Bell Cook Bailey Carter
  Mitchell Young Allen Hughes Foster Fletcher Palmer Spencer Webb Barnes Chapman Hunt Holmes Mason Marshall
`);
