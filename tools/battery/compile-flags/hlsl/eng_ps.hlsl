// Engine-style pixel shaders: PBR with many lights, PCF shadows, SSAO, tone mapping, FXAA, G-buffer MRT
struct Light { float3 pos; float range; float3 color; uint type; float4 spot; row_major float3x4 shadowMat; };
struct Cascade { float4x4 viewProj; float4 scaleOffset[2]; float split; int pad[3]; };
struct Material { float4 albedo; float metal, rough; bool twoSided; uint flags; half4 tint; min16float mf; int2 atlas; };
cbuffer Frame : register(b0)
{
    row_major float4x4 View;
    column_major float4x4 Proj;
    float4x4 ViewProj;
    float3x3 NormalMat;
    float3 CamPos; float Time;
    Light Lights[8];
    uint NumLights; bool UseShadows; int DebugMode; float Exposure;
    Cascade Cascades[4];
    Material Mat;
    float2 Jitter; uint2 Screen;
    float4 Unused0[3];
#ifndef NODBL
    double DTime;
#endif
    bool4 Toggles; int3 IVec; uint UFlags;
    float1x4 RowVec; float4x1 ColVec; float2x3 M23; row_major float3x2 M32;
};
cbuffer Post : register(b1)
{
    float4 Kernel[16];
    float Radius, Bias, Intensity, Power;
    float3 Curve; float WhitePoint;
    float4 FxaaParams;
};
Texture2D<float4> AlbedoTex : register(t0);
Texture2D<float2> NormalTex : register(t1);
Texture2D<float> DepthTex : register(t2);
Texture2DArray<float> ShadowMap : register(t3);
TextureCube<float4> EnvMap : register(t4);
TextureCubeArray<float4> ProbeArr : register(t5);
Texture2D<float4> NoiseTex : register(t6);
Texture3D<float4> LutTex : register(t7);
Texture2DMS<float4, 4> MsTex : register(t8);
Texture1DArray<float4> RampArr : register(t9);
Texture2D<uint2> StencilTex : register(t10);
SamplerState LinearClamp : register(s0);
SamplerState PointWrap : register(s1);
SamplerComparisonState ShadowCmp : register(s2);
SamplerState Aniso : register(s3);

static const float PI = 3.14159265;
struct PSIn { float4 pos : SV_Position; float3 wpos : TEXCOORD0; float3 n : NORMAL; float4 t : TANGENT; float2 uv : TEXCOORD1;
              nointerpolation uint mat : MATID; centroid float4 col : COLOR0; noperspective float2 sp : TEXCOORD2; };

float D_GGX(float nh, float a) { float a2 = a * a; float d = nh * nh * (a2 - 1) + 1; return a2 / (PI * d * d); }
float G_Smith(float nv, float nl, float a) { float k = a * 0.5; return nv / (nv * (1 - k) + k) * nl / (nl * (1 - k) + k); }
float3 F_Schlick(float3 f0, float vh) { return f0 + (1 - f0) * pow(1 - vh, 5); }

float Shadow(float3 wpos, int c)
{
    float4 p = mul(float4(wpos, 1), Cascades[c].viewProj);
    p.xy = p.xy * Cascades[c].scaleOffset[0].xy + Cascades[c].scaleOffset[0].zw;
    float s = 0;
    [unroll] for (int y = -2; y <= 2; y++)
        [unroll] for (int x = -2; x <= 2; x++)
            s += ShadowMap.SampleCmpLevelZero(ShadowCmp, float3(p.xy, c), p.z - Bias, int2(x, y));
    return s / 25;
}

float4 PSForward(PSIn i, bool ff : SV_IsFrontFace) : SV_Target
{
    float4 alb = AlbedoTex.Sample(Aniso, i.uv) * Mat.albedo * (float4)Mat.tint;
    float2 nn = NormalTex.Sample(LinearClamp, i.uv) * 2 - 1;
    float3 tn = float3(nn, sqrt(saturate(1 - dot(nn, nn))));
    float3 b = cross(i.n, i.t.xyz) * i.t.w;
    float3 n = normalize(mul(tn, float3x3(i.t.xyz, b, i.n)));
    if (Mat.twoSided && !ff) n = -n;
    float3 v = normalize(CamPos - i.wpos);
    float nv = saturate(dot(n, v)) + 1e-4;
    float3 f0 = lerp(0.04, alb.rgb, Mat.metal);
    float a = Mat.rough * Mat.rough;
    float3 acc = 0;
    [loop] for (uint l = 0; l < NumLights; l++) {
        Light L = Lights[l];
        float3 ld = L.type == 0 ? -L.pos : L.pos - i.wpos;
        float dist = length(ld); ld /= dist;
        float att = L.type == 0 ? 1 : saturate(1 - dist / L.range);
        if (L.type == 2) att *= smoothstep(L.spot.x, L.spot.y, dot(-ld, L.spot.yzw));
        float3 h = normalize(ld + v);
        float nl = saturate(dot(n, ld));
        [branch] if (nl <= 0 || att <= 0) continue;
        float3 F = F_Schlick(f0, saturate(dot(v, h)));
        float3 spec = D_GGX(saturate(dot(n, h)), a) * G_Smith(nv, nl, a) * F / (4 * nv * nl);
        float3 kd = (1 - F) * (1 - Mat.metal);
        float sh = 1;
        if (UseShadows && l == 0) {
            float depth = dot(float4(i.wpos, 1), View._13_23_33_43);
            int c = depth > Cascades[2].split ? 3 : depth > Cascades[1].split ? 2 : depth > Cascades[0].split ? 1 : 0;
            sh = Shadow(i.wpos, c);
        }
        float3 ls = mul(L.shadowMat, float4(i.wpos, 1));
        acc += (kd * alb.rgb / PI + spec) * L.color * nl * att * sh + ls * 1e-6;
    }
    float3 r = reflect(-v, n);
    acc += EnvMap.SampleLevel(LinearClamp, r, Mat.rough * 8).rgb * f0 + ProbeArr.SampleBias(Aniso, float4(n, i.mat), -1).rgb * alb.rgb;
    if (DebugMode == 1) return float4(n * 0.5 + 0.5, 1);
#ifndef NODBL
    if (DebugMode == 2) return float4((float3)DTime.xxx, 1);
#endif
    if (Toggles.y) acc *= RowVec._m00_m01_m02 + ColVec._m10_m20_m30 + M23[1] + float3(M32[2], 0);
    return float4(acc * Exposure, alb.a) + (IVec.x + UFlags) * 1e-3 + i.col * i.sp.x;
}

float PSSSAO(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float d = DepthTex.SampleLevel(PointWrap, uv, 0);
    float3 p = float3(uv * 2 - 1, d);
    float3 nrm = normalize(cross(ddx_fine(p), ddy_coarse(p)));
    float3 rv = NoiseTex.Load(int3((int2)pos.xy & 3, 0)).xyz * 2 - 1;
    float3 t = normalize(rv - nrm * dot(rv, nrm));
    float3x3 tbn = float3x3(t, cross(nrm, t), nrm);
    float occ = 0;
    [unroll] for (int k = 0; k < 16; k++) {
        float3 s = p + mul(Kernel[k].xyz, tbn) * Radius;
        float4 o = mul(float4(s, 1), Proj);
        o.xy = o.xy / o.w * float2(0.5, -0.5) + 0.5;
        float sd = DepthTex.SampleLevel(PointWrap, o.xy, 0);
        occ += (sd >= s.z + Bias ? 1 : 0) * smoothstep(0, 1, Radius / abs(p.z - sd));
    }
    return pow(1 - occ / 16 * Intensity, Power);
}

float3 ACES(float3 x) { return saturate((x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)); }
float4 PSTonemap(float4 pos : SV_Position, float2 uv : TEXCOORD0, uint sid : SV_SampleIndex) : SV_Target
{
    float4 hdr = MsTex.Load((int2)pos.xy, sid) + MsTex.sample[2][(uint2)pos.xy];
    uint w, h, ns; MsTex.GetDimensions(w, h, ns);
    float lum = dot(hdr.rgb, float3(0.2126, 0.7152, 0.0722));
    float3 c = ACES(hdr.rgb * Exposure / (1 + lum / WhitePoint));
    c = LutTex.SampleLevel(LinearClamp, c * (15.0 / 16) + 0.5 / 16, 0).rgb;
    c += RampArr.Sample(LinearClamp, float2(lum, 1)).rgb * Curve;
    uint2 st = StencilTex[(uint2)pos.xy];
    return float4(pow(c, 1 / 2.2), (float)(st.y & 0x7f) / ns + w * h * 1e-9);
}

float4 PSFXAA(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float2 rc = FxaaParams.xy;
    float3 rgbNW = AlbedoTex.SampleLevel(LinearClamp, uv, 0, int2(-1, -1)).rgb;
    float3 rgbNE = AlbedoTex.SampleLevel(LinearClamp, uv, 0, int2(1, -1)).rgb;
    float3 rgbSW = AlbedoTex.SampleLevel(LinearClamp, uv, 0, int2(-1, 1)).rgb;
    float3 rgbSE = AlbedoTex.SampleLevel(LinearClamp, uv, 0, int2(1, 1)).rgb;
    float3 rgbM = AlbedoTex.SampleLevel(LinearClamp, uv, 0).rgb;
    float3 luma = float3(0.299, 0.587, 0.114);
    float lNW = dot(rgbNW, luma), lNE = dot(rgbNE, luma), lSW = dot(rgbSW, luma), lSE = dot(rgbSE, luma), lM = dot(rgbM, luma);
    float lMin = min(lM, min(min(lNW, lNE), min(lSW, lSE)));
    float lMax = max(lM, max(max(lNW, lNE), max(lSW, lSE)));
    float2 dir = float2(-((lNW + lNE) - (lSW + lSE)), ((lNW + lSW) - (lNE + lSE)));
    float red = max((lNW + lNE + lSW + lSE) * 0.25 * FxaaParams.z, FxaaParams.w);
    float rcpMin = 1.0 / (min(abs(dir.x), abs(dir.y)) + red);
    dir = min(8, max(-8, dir * rcpMin)) * rc;
    float3 A = 0.5 * (AlbedoTex.SampleLevel(LinearClamp, uv + dir * (1.0 / 3 - 0.5), 0).rgb + AlbedoTex.SampleLevel(LinearClamp, uv + dir * (2.0 / 3 - 0.5), 0).rgb);
    float3 B = A * 0.5 + 0.25 * (AlbedoTex.SampleLevel(LinearClamp, uv + dir * -0.5, 0).rgb + AlbedoTex.SampleLevel(LinearClamp, uv + dir * 0.5, 0).rgb);
    float lB = dot(B, luma);
    return float4((lB < lMin || lB > lMax) ? A : B, 1);
}

struct GBuf { float4 albedo : SV_Target0; float4 normal : SV_Target1; float2 motion : SV_Target2; uint id : SV_Target3; float depth : SV_DepthGreaterEqual; uint cov : SV_Coverage; };
GBuf PSGBuffer(PSIn i, uint cov : SV_Coverage, uint si : SV_SampleIndex)
{
    GBuf o;
    float4 a = AlbedoTex.Sample(Aniso, i.uv);
    clip(a.a - 0.5);
    o.albedo = a * Mat.albedo;
    o.normal = float4(normalize(i.n) * 0.5 + 0.5, Mat.rough);
    o.motion = i.sp - Jitter;
    o.id = i.mat | (Mat.flags << 16);
    o.depth = i.pos.z + 1e-5;
    o.cov = cov & (0x5 << si);
    return o;
}
