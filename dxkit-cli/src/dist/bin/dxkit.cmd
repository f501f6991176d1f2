@echo off
rem dxkit, from its distribution: runs lib\dxkit.jar with any Java 17 or newer (JAVA_HOME, else java on the
rem PATH). The first run makes a class-data archive from a training run over the shipped samples, kept in
rem lib\ when that folder is writable, else in %LOCALAPPDATA%\dxkit; without it dxkit runs as usual.
setlocal
set "DXKIT_HOME=%~dp0.."
set "JAR=%DXKIT_HOME%\lib\dxkit.jar"
set "JAVA="
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "JAVA=%JAVA_HOME%\bin\java.exe"
if not defined JAVA (
  where /q java || (
    echo dxkit: no Java runtime found: install Java 17 or newer, or set JAVA_HOME 1>&2
    exit /b 3
  )
  set "JAVA=java"
)
set "CACHE=%DXKIT_HOME%\lib"
copy /y nul "%CACHE%\.dxkit-write-test" >nul 2>&1 && del "%CACHE%\.dxkit-write-test" >nul 2>&1 || set "CACHE=%LOCALAPPDATA%\dxkit"
rem the one-shot lines (dis, info, verify of files) have an archive of their own, made from those lines alone:
rem the JVM relocates every pointer of the archive it maps, so a smaller one starts them faster
set "KIND="
if /i "%~1"=="dis" set "KIND=.one"
if /i "%~1"=="info" set "KIND=.one"
if /i "%~1"=="verify" set "KIND=.one"
for %%a in (%*) do if /i "%%~a"=="--out-dir" set "KIND="
rem a one-shot line (ONE) with --json maps the full archive, which holds Jackson's classes (the one-shot one does not)
set "ONE=%KIND%"
for %%a in (%*) do if /i "%%~a"=="--json" set "KIND="
rem (the one-shot training reads its words byte by byte as the one-shot lines do)
set "TRAIN=dev.dxkit.cli.Training"
if defined KIND set "TRAIN=-Ddxkit.byteViews=false dev.dxkit.cli.Training --one-shot"
set "JSA=%CACHE%\dxkit%KIND%.jsa"
if not defined DXKIT_NO_CDS if not exist "%JSA%" if exist "%DXKIT_HOME%\samples" (
  if not exist "%CACHE%" mkdir "%CACHE%" >nul 2>&1
  "%JAVA%" -XX:DumpLoadedClassList="%JSA%.classes" -Xss8m -Ddxkit.md5.jdk=false -cp "%JAR%" %TRAIN% "%DXKIT_HOME%\samples" >nul 2>&1 && "%JAVA%" -Xshare:dump -XX:SharedClassListFile="%JSA%.classes" -XX:SharedArchiveFile="%JSA%" -cp "%JAR%" >nul 2>&1
  del "%JSA%.classes" >nul 2>&1
)
set "CDS="
if exist "%JSA%" set "CDS=-XX:SharedArchiveFile=%JSA%"
rem the JVM's options follow the kind of run, as in bin/dxkit: one file, a batch (--out-dir), a census
set "OPTS=-Xss8m -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Ddxkit.md5.jdk=false"
for %%a in (%*) do if /i "%%~a"=="--out-dir" set "OPTS=-Xss8m -XX:+UseSerialGC -Xmn16m -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Ddxkit.md5.jdk=false"
if /i "%~1"=="census" set "OPTS=-Xss8m -XX:+UseSerialGC -Xmn16m -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Ddxkit.md5.jdk=false"
rem a one-shot line compiles less (C1 at four times its usual invocation counts), reads its words byte by byte
rem (no java.lang.invoke set-up) and maps the archive where it was made to be (no relocation; DXKIT_RELOCATE=1
rem keeps the randomised address), as in bin/dxkit
if defined ONE set "OPTS=%OPTS% -XX:CompileThresholdScaling=4 -Ddxkit.byteViews=false"
if defined ONE if not "%DXKIT_RELOCATE%"=="1" set "OPTS=%OPTS% -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0"
rem a batch (--out-dir) maps its archive where it was made to be as well (about 15 ms of CPU less before its first file)
if not defined ONE if not "%DXKIT_RELOCATE%"=="1" for %%a in (%*) do if /i "%%~a"=="--out-dir" set "OPTS=%OPTS% -XX:+UnlockDiagnosticVMOptions -XX:ArchiveRelocationMode=0"
if not defined DXKIT_JAVA_OPTS set "DXKIT_JAVA_OPTS=%OPTS%"
"%JAVA%" %CDS% %DXKIT_JAVA_OPTS% -cp "%JAR%" dev.dxkit.cli.Main %*
exit /b %ERRORLEVEL%
