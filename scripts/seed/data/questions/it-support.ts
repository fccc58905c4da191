// Technical questions of the "IT Support — Entry" test: networking, Windows, Excel and security.
import { mcq, type Mcq } from './mcq.ts';

const t = (statement: string, correct: string, wrong: readonly [string, string, string]): Mcq =>
  mcq('technical', statement, correct, wrong);

export const IT_SUPPORT_TECHNICAL: readonly Mcq[] = [
  t('Which protocol assigns IP addresses to computers on a network automatically?', 'DHCP', [
    'DNS',
    'FTP',
    'SMTP',
  ]),
  t('DNS is used to:', 'Translate host names into IP addresses', [
    'Assign IP addresses automatically',
    'Encrypt web traffic',
    'Send email between servers',
  ]),
  t('The default port for HTTPS is:', '443', ['80', '21', '3389']),
  t('Remote Desktop Protocol (RDP) listens by default on port:', '3389', ['22', '443', '25']),
  t('SSH uses which port by default?', '22', ['23', '21', '110']),
  t(
    'A Windows PC shows the IP address 169.254.10.5. This most likely means:',
    'It could not get an address from a DHCP server',
    [
      'It has a static public address',
      'DHCP worked but DNS is misconfigured',
      'It is connected through a VPN',
    ],
  ),
  t('Which of these is a private IPv4 address?', '192.168.1.20', ['8.8.8.8', '172.32.10.5', '11.0.0.1']),
  t('How many usable host addresses does a /24 subnet have?', '254', ['256', '255', '24']),
  t('The subnet mask of a /26 network is:', '255.255.255.192', [
    '255.255.255.0',
    '255.255.255.224',
    '255.255.192.0',
  ]),
  t('The ping command uses which protocol?', 'ICMP', ['SNMP', 'ARP', 'SMTP']),
  t(
    'Which Windows command shows the full IP configuration, including DNS servers and the MAC address?',
    'ipconfig /all',
    ['ipconfig /release', 'netstat -r', 'ping -t'],
  ),
  t('Which Windows command clears the DNS resolver cache?', 'ipconfig /flushdns', [
    'ipconfig /renew',
    'nslookup /clear',
    'gpupdate /force',
  ]),
  t('tracert shows:', 'The routers (hops) a packet passes through on its way to a destination', [
    'All open ports on a computer',
    'The MAC address table of a switch',
    'The Wi-Fi signal strength',
  ]),
  t('A network switch forwards frames based on:', 'MAC addresses', [
    'Host names',
    'Email addresses',
    'Port numbers of applications',
  ]),
  t('The default gateway configured on a PC is:', 'The router address used to reach other networks', [
    'The DNS server',
    'The DHCP lease time',
    'The PC’s own IP address',
  ]),
  t('The maximum length of a Cat6 copper Ethernet run (one segment) is:', '100 metres', [
    '10 metres',
    '500 metres',
    '1,000 metres',
  ]),
  t('A MAC address is how many bits long?', '48 bits', ['32 bits', '64 bits', '128 bits']),
  t('Which of these Wi-Fi security options is the most secure?', 'WPA3', [
    'WEP',
    'WPA with TKIP',
    'An open network with a hidden SSID',
  ]),
  t('Which keyboard shortcut opens Task Manager directly in Windows?', 'Ctrl + Shift + Esc', [
    'Ctrl + Alt + Tab',
    'Win + E',
    'Alt + F4',
  ]),
  t('In Windows, Win + L:', 'Locks the computer', [
    'Signs out every user',
    'Opens the Run dialog',
    'Opens File Explorer',
  ]),
  t('Which command scans and repairs protected Windows system files?', 'sfc /scannow', [
    'chkdsk /f',
    'gpupdate /force',
    'ipconfig /renew',
  ]),
  t('gpupdate /force is used to:', 'Apply Group Policy changes immediately', [
    'Install pending Windows updates',
    'Reset a user’s password',
    'Format the system drive',
  ]),
  t('Active Directory is used to:', 'Manage users, computers and groups centrally in a Windows domain', [
    'Store files in the cloud',
    'Back up the ERP database',
    'Filter spam email',
  ]),
  t(
    'Windows Safe Mode starts the computer with:',
    'A minimal set of drivers and services, for troubleshooting',
    ['All startup programs enabled', 'The network permanently disabled', 'A fresh copy of Windows'],
  ),
  t('In Excel, which reference stays fixed when a formula is copied to other cells?', '$A$1', [
    'A1',
    'A$1$',
    '#A1',
  ]),
  t('In Excel, what does =SUM(A1:A4) return if A1 to A4 contain 12, 18, 25 and 45?', '100', [
    '45',
    '4',
    '90',
  ]),
  t('In Excel, what does =IF(C2>=50,"Pass","Fail") return when C2 is 45?', 'Fail', ['Pass', '45', '#VALUE!']),
  t('In Excel, =COUNTIF(B2:B50,"Weaving") returns:', 'The number of cells in B2:B50 equal to Weaving', [
    'The sum of B2:B50 where the text is Weaving',
    'The position of the first Weaving cell',
    'TRUE if any cell contains Weaving',
  ]),
  t('In =VLOOKUP(A2, Items!A:D, 3, FALSE), the FALSE argument means:', 'Only an exact match is accepted', [
    'The search starts from the bottom',
    'The third row is returned',
    'Blank cells are ignored',
  ]),
  t(
    'Which Excel feature summarises thousands of rows by grouping and totalling them without writing formulas?',
    'PivotTable',
    ['Conditional formatting', 'Freeze panes', 'Data validation'],
  ),
  t('Which Excel shortcut fills the selected cells down with the contents of the top cell?', 'Ctrl + D', [
    'Ctrl + R',
    'Ctrl + F',
    'Ctrl + U',
  ]),
  t('RAID 1 provides:', 'Mirroring: the same data is written to two disks', [
    'Striping with no redundancy',
    'Compression of the data',
    'Encryption of the disk',
  ]),
  t(
    'The 3-2-1 backup rule recommends:',
    'Three copies of the data, on two kinds of media, with one copy off-site',
    [
      'Three backups a day, two a week and one a month',
      'Three servers, two switches and one firewall',
      'Backing up every 3 hours to 2 disks, kept for 1 day',
    ],
  ),
  t(
    'A user receives an email asking them to "verify" their ERP password through a link. This is most likely:',
    'Phishing',
    ['A routine system update', 'Spam filtering at work', 'Two-factor authentication'],
  ),
  t(
    'Multi-factor authentication (MFA) protects an account by:',
    'Requiring a second proof of identity besides the password',
    ['Making the password longer', 'Encrypting the hard disk', 'Blocking all external email'],
  ),
  t('RAM is called volatile memory because:', 'Its contents are lost when the power is removed', [
    'It can overheat easily',
    'Its speed changes with the load',
    'It is slower than a hard disk',
  ]),
  t(
    'A UPS (uninterruptible power supply) is used to:',
    'Keep equipment running through short power cuts and protect it from surges',
    ['Speed up the internet connection', 'Cool the server racks', 'Store backup copies of files'],
  ),
  t('Which email protocol keeps messages on the server and synchronises them across devices?', 'IMAP', [
    'POP3',
    'SMTP',
    'SNMP',
  ]),
];
